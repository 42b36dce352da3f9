// The contact details shown on public pages (footer, job pages, login modal), from the site settings, with the
// product's defaults while they load or if the API cannot be reached.
import { useQuery } from 'urql';
import { graphql } from '../gql';

const SiteSettingsQuery = graphql(`
  query PortalSiteSettings {
    siteSettings {
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
    }
  }
`);

export interface PublicSiteSettings {
  supportEmail: string;
  tollFreeNumber: string;
  mobileNumber: string;
  address: string;
  city: string;
  facebookUrl: string;
  instagramUrl: string;
  linkedinUrl: string;
  youtubeUrl: string;
  twitterUrl: string;
}

export const FALLBACK_SITE_SETTINGS: PublicSiteSettings = {
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
};

export function useSiteSettings(): PublicSiteSettings {
  const [{ data }] = useQuery({ query: SiteSettingsQuery });
  return data?.siteSettings ?? FALLBACK_SITE_SETTINGS;
}

/** A tel: link target from a displayed number ("1800-210-2020" -> "tel:18002102020"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}
