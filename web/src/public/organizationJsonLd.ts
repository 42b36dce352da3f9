// schema.org EducationalOrganization data for the home page, so that search engines know the centre itself: its name,
// address, phone, mail, logo and social profiles, all from the site settings (the footer's source).
import { placeParts } from './jobs/jobPostingJsonLd';
import type { PublicSiteSettings } from './siteSettings';

/** The site's mark (the header's logo, web/public/favicon.svg), made absolute with the site's origin. */
export const ORGANIZATION_LOGO_PATH = '/favicon.svg';

/** The settings the organization data reads. */
export type OrganizationSource = Pick<
  PublicSiteSettings,
  'siteName' | 'supportEmail' | 'tollFreeNumber' | 'mobileNumber' | 'address' | 'city' | 'facebookUrl' | 'instagramUrl' | 'linkedinUrl' | 'youtubeUrl' | 'twitterUrl'
>;

/** An absolute http(s) address, or undefined for anything else (a blank setting, a typo, a javascript: link). */
function webUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The site's own address: its origin and the home page's path ("https://www.example.com/"). */
export function siteUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/`;
}

/**
 * The centre's address: the street as typed, and the city and state by the server's rule for places (the same as the
 * JobPosting address, gateway/src/services/places.ts): "Pune, Maharashtra" is in Pune, Maharashtra; "MH" is
 * Maharashtra; a city is never a region.
 */
function postalAddress(settings: Pick<OrganizationSource, 'address' | 'city'>): Record<string, string> {
  const street = settings.address.trim();
  const cityText = settings.city.trim();
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(cityText ? placeParts(cityText) : {}),
    addressCountry: 'IN',
  };
}

/** The EducationalOrganization object; `origin` (the site's public origin) makes the url and logo absolute. */
export function organizationJsonLd(settings: OrganizationSource, origin: string): Record<string, unknown> {
  const telephone = settings.tollFreeNumber.trim() || settings.mobileNumber.trim();
  const email = settings.supportEmail.trim();
  const sameAs = [settings.facebookUrl, settings.instagramUrl, settings.linkedinUrl, settings.youtubeUrl, settings.twitterUrl]
    .map(webUrl)
    .filter((url): url is string => url !== undefined);
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    name: settings.siteName,
    url: siteUrl(origin),
    logo: new URL(ORGANIZATION_LOGO_PATH, origin).href,
    address: postalAddress(settings),
    ...(telephone ? { telephone } : {}),
    ...(email ? { email } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
