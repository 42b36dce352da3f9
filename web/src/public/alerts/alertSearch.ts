// An alert's search in words and as a jobs-page link (the page's own URL parameters: q, category slug, location).
import type { JobCategory } from '../../gql/graphql';
import { categoryByValue, type CategoryInfo } from '../jobs/format';
import { jobsHref } from '../jobs/jobsUrlState';

export interface AlertSearch {
  q: string;
  category: CategoryInfo | undefined;
  location: string;
}

/** "“data analyst” in Technology in Pune", or "every new job". */
export function describeAlertSearch(search: AlertSearch): string {
  const parts: string[] = [];
  if (search.q) parts.push(`“${search.q}”`);
  if (search.category) parts.push(`in ${search.category.label}`);
  if (search.location) parts.push(`in ${search.location}`);
  return parts.length ? parts.join(' ') : 'every new job';
}

/** The search of a stored alert (the API's keywords and category enum). */
export function alertSearchOf(alert: { keywords: string; category?: JobCategory | null; location: string }): AlertSearch {
  return { q: alert.keywords, category: categoryByValue(alert.category), location: alert.location };
}

/** The jobs page showing a search. */
export function alertJobsHref(search: AlertSearch): string {
  return jobsHref({ q: search.q, category: search.category, location: search.location });
}
