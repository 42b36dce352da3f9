// The admin area's name, shown in the sidebar, the sign-in page and the browser tab: the site's name (Settings) and
// "Admin", so that a rename in Settings reaches every admin title at once (issue 26).
import { useQuery } from 'urql';
import { graphql } from './gql';

/** Until the site's name has loaded (or when it cannot be read). */
export const ADMIN_TITLE_FALLBACK = 'Admin';

const AdminSiteNameQuery = graphql(`
  query AdminSiteName {
    siteSettings {
      siteName
    }
  }
`);

export const adminTitle = (siteName: string | null | undefined) => (siteName?.trim() ? `${siteName.trim()} Admin` : ADMIN_TITLE_FALLBACK);

/**
 * "<site name> Admin". urql's document cache drops this answer when a mutation returns SiteSettings (saving the
 * Settings page), and the query runs again: every title follows the new name without a reload.
 */
export function useAdminTitle(): string {
  const [{ data }] = useQuery({ query: AdminSiteNameQuery, requestPolicy: 'cache-first' });
  return adminTitle(data?.siteSettings?.siteName);
}
