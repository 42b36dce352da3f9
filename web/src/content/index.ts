// The landing page's content (the course pages are documents in the database since issue 29: the API serves them,
// gateway/src/db/seed-data/courses holds the first four).
export { landing, landingImages } from './landing';
export * from './types';

/** Every /media/content/ image path a value references (used to check the drawn assets exist). */
export function imagePaths(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') {
      if (v.startsWith('/media/content/')) found.add(v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(value);
  return [...found];
}
