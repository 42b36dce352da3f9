// schema.org Course data for a course page (Google's Course rich result: name, description and provider), the
// provider being the centre as the home page's EducationalOrganization data names it.
import type { CoursePage } from '../../content/types';
import { siteUrl } from '../../public/organizationJsonLd';

/** The Course object: the page's own title and meta description; `origin` makes the page's and the centre's url absolute. */
export function courseJsonLd(
  page: Pick<CoursePage, 'title' | 'metaDescription' | 'path'>,
  provider: { name: string },
  origin: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: page.title,
    description: page.metaDescription,
    url: new URL(page.path, origin).href,
    provider: { '@type': 'EducationalOrganization', name: provider.name, sameAs: siteUrl(origin) },
  };
}
