// The site's name and the contact details shown on public pages (header, footer, page titles, job pages, login modal,
// the learning-centre pages) and the landing page's headline figures, from the site settings, with the product's defaults while they load or if the API
// cannot be reached.
import { useQuery } from 'urql';
import { graphql } from '../gql';
import type { PortalSiteSettingsQuery } from '../gql/graphql';
import { DEFAULT_SITE_NAME } from './site';

export const SiteSettingsQuery = graphql(`
  query PortalSiteSettings {
    siteSettings {
      siteName
      supportEmail
      tollFreeNumber
      mobileNumber
      address
      city
      facebookUrl
      instagramUrl
      linkedinUrl
      youtubeUrl
      twitterUrl
      placementsFigure
      highestPackageFigure
      hiringPartnersFigure
      leadConsentText
    }
  }
`);

/** The settings the public pages show (the query's generated type): `siteName` is the one name every page uses. */
export type PublicSiteSettings = PortalSiteSettingsQuery['siteSettings'];

export const FALLBACK_SITE_SETTINGS: PublicSiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  supportEmail: 'support@learning-centre.example',
  tollFreeNumber: '1800-210-2020',
  mobileNumber: '+91 98765 43210',
  address: 'Office 402, Pune IT Park, Shivajinagar',
  city: 'Pune, Maharashtra',
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  youtubeUrl: '',
  twitterUrl: '',
  // Hidden until the settings are read: never a figure the centre did not write.
  placementsFigure: '',
  highestPackageFigure: '',
  hiringPartnersFigure: '',
  // Only while the settings cannot be read (no form can be sent then): the server's words for the default name.
  leadConsentText: `I agree that ${DEFAULT_SITE_NAME} may contact me by phone, email or WhatsApp about its courses. We never share your details.`,
};

export function useSiteSettings(): PublicSiteSettings {
  const [{ data }] = useQuery({ query: SiteSettingsQuery });
  // Field by field, so an answer that lacks one (an older gateway) still names the site.
  return data?.siteSettings ? { ...FALLBACK_SITE_SETTINGS, ...data.siteSettings } : FALLBACK_SITE_SETTINGS;
}

/** A tel: link target from a displayed number ("1800-210-2020" -> "tel:18002102020"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
