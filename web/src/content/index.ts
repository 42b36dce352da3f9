// The landing page's content, and the four course pages as they were in TypeScript (the pages now read the API;
// these stay only for gateway/test/courses.test.ts, which checks the seed against them).
import { dataSciencePage } from './dataScience';
import { digitalMarketingPage } from './digitalMarketing';
import { fullStackPage } from './fullStack';
import { machineLearningPage } from './machineLearning';
import type { CourseSlug, TypeScriptCoursePage } from './types';

export { landing, landingImages } from './landing';
export { dataSciencePage, dataScienceSyllabus } from './dataScience';
export { fullStackPage, fullStackSyllabus } from './fullStack';
export { machineLearningPage, machineLearningSyllabus } from './machineLearning';
export { digitalMarketingPage, digitalMarketingSyllabus } from './digitalMarketing';
export * from './types';

export const coursePages: readonly TypeScriptCoursePage[] = [dataSciencePage, fullStackPage, machineLearningPage, digitalMarketingPage];

export function courseBySlug(slug: CourseSlug): TypeScriptCoursePage {
  const page = coursePages.find((p) => p.slug === slug);
  if (!page) throw new Error(`No course page for ${slug}`);
  return page;
}

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
