// Facts about the public site used across its pages. The site's name itself comes from the site settings
// (`useSiteSettings().siteName`); this is only its default, shown until they load or if they cannot be read.
export const DEFAULT_SITE_NAME = 'Learning Centre Pune';

/** The education provider's free courses (an external page). */
export const FREE_COURSES_URL = 'https://www.learnbay.co/free-courses';

/** "Jobs | Learning Centre Pune", or the home page's title without `part`. */
export function pageTitle(siteName: string, part?: string): string {
  return part ? `${part} | ${siteName}` : `${siteName} — Courses, Jobs and Placements`;
}

/** Where content text names the site: `withSiteName('Explore {siteName}', name)`. */
export const SITE_NAME_TOKEN = '{siteName}';

/** Content text with the site's configured name in place of `{siteName}`. */
export function withSiteName(text: string, siteName: string): string {
  return text.split(SITE_NAME_TOKEN).join(siteName);
}
