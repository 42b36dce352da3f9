// The campaign a visit came from: the utm_* parameters of the URL the visitor first landed on in this tab, kept in
// sessionStorage by the first page (rememberLandingCampaign, from main.tsx) so that a lead sent pages later still
// names the ad or mail that brought them. A form sent without JavaScript carries the current page's own utm_* values
// as hidden fields instead (there is no memory without script).
import { useLocation } from 'react-router-dom';
import { useLeadPost } from './leadPost';
import { LIMITS } from '../../../../gateway/src/services/limits';

/** The parameters, as named in URLs and in the no-script form's hidden fields, and the API's name for each. */
export const CAMPAIGN_PARAMETERS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;
export type CampaignParameter = keyof typeof CAMPAIGN_PARAMETERS;
export type Campaign = Partial<Record<CampaignParameter, string>>;
export type CampaignInput = Partial<Record<(typeof CAMPAIGN_PARAMETERS)[CampaignParameter], string>>;

export const CAMPAIGN_STORAGE_KEY = 'lead-campaign';

const parameters = Object.keys(CAMPAIGN_PARAMETERS) as CampaignParameter[];
// Control characters never belong in a campaign name (the server drops them too); a URL's value longer than the
// server takes is cut rather than make the visitor's form fail.
const clean = (value: string) => value.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim().slice(0, LIMITS.utm);

/** The utm_* values of a query string ("?utm_source=google&..."), empty ones left out. */
export function campaignOf(search: string): Campaign {
  const query = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const name of parameters) {
    const value = clean(query.get(name) ?? '');
    if (value) campaign[name] = value;
  }
  return campaign;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (some privacy settings): the current page's campaign is used instead.
    return null;
  }
}

/**
 * Remembers the campaign of the page a visit starts on, once per tab session: later pages (whose URLs have no utm_*)
 * and reloads keep the first. Called by the browser entry before the page hydrates.
 */
export function rememberLandingCampaign(search: string): void {
  const store = storage();
  try {
    if (store && store.getItem(CAMPAIGN_STORAGE_KEY) === null) store.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(campaignOf(search)));
  } catch {
    // A full or refused storage: the visit's campaign is not remembered.
  }
}

/** The visit's campaign: the landing page's, else (storage unavailable) the current page's. */
export function landingCampaign(): Campaign {
  try {
    const stored = storage()?.getItem(CAMPAIGN_STORAGE_KEY);
    if (stored != null) {
      const parsed: unknown = JSON.parse(stored);
      if (parsed && typeof parsed === 'object') {
        const campaign: Campaign = {};
        for (const name of parameters) {
          const value = (parsed as Record<string, unknown>)[name];
          if (typeof value === 'string' && clean(value)) campaign[name] = clean(value);
        }
        return campaign;
      }
    }
  } catch {
    // Unreadable: fall back to the page's own.
  }
  return typeof window === 'undefined' ? {} : campaignOf(window.location.search);
}

/** A campaign as submitLead's input takes it (utmSource...). */
export function campaignInput(campaign: Campaign): CampaignInput {
  const input: CampaignInput = {};
  for (const name of parameters) if (campaign[name]) input[CAMPAIGN_PARAMETERS[name]] = campaign[name];
  return input;
}

/**
 * The hidden fields of a form posted without JavaScript: the current page's utm_* values (or, on the page that
 * answers such a post, the ones it carried), the same on the server and in the browser so the page hydrates as drawn.
 */
export function CampaignHiddenFields({ form }: { form: string }) {
  const { search } = useLocation();
  const posted = useLeadPost(form);
  const campaign: Campaign = posted?.campaign ? campaignOf(new URLSearchParams(posted.campaign).toString()) : campaignOf(search);
  return (
    <>
      {parameters.flatMap((name) => (campaign[name] ? [<input key={name} type="hidden" name={name} value={campaign[name]} />] : []))}
    </>
  );
}
