// schema.org JobPosting data for a job page, so that search engines can list the job (Google's job posting fields).
import { placeOf } from '../../../../gateway/src/services/places';
import type { EmploymentType, PortalJobDetailQuery } from '../../gql/graphql';

/** What the job page's query gives that the JobPosting data uses (its generated type). */
export type JobPostingSource = Pick<
  NonNullable<PortalJobDetailQuery['jobPost']>,
  'id' | 'title' | 'companyname' | 'companylogo' | 'location' | 'salaryRange' | 'content' | 'employmentType' | 'createdAt' | 'applyMethod'
> &
  Partial<Pick<NonNullable<PortalJobDetailQuery['jobPost']>, 'closesAt' | 'skills' | 'experienceMin'>>;

const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
};

function absoluteUrl(url: string, origin: string): string | undefined {
  try {
    const resolved = new URL(url, origin);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A location as the address fields search engines read, by the server's rule for places (gateway/src/services/places.ts,
 * the same as the location filter's): the city is the location's last part that is not an Indian state ("Hinjewadi,
 * Pune" and "Pune, Maharashtra" are in Pune), the region is the state the location names, in full ("Baner, Pune, MH":
 * Maharashtra), and there is none when it names no state (a city is never a region).
 */
export function placeParts(location: string): { addressLocality?: string; addressRegion?: string } {
  const { city, state, hasCity } = placeOf(location);
  return { ...(hasCity || !state ? { addressLocality: city } : {}), ...(state ? { addressRegion: state } : {}) };
}

/** The JobPosting object; `origin` makes the logo and page URLs absolute. */
export function jobPostingJsonLd(job: JobPostingSource, origin: string, pageUrl: string): Record<string, unknown> {
  // The amounts the server read from the same text the page shows (gateway/src/services/salary.ts).
  const salary = job.salaryRange;
  const remote = /\bremote\b/i.test(job.location);
  const logo = absoluteUrl(job.companylogo, origin);
  const description = job.content.trim() || `<p>${job.title} at ${job.companyname}, ${job.location}.</p>`;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: job.createdAt,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: job.companyname, value: job.id },
    employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employmentType] ?? 'FULL_TIME',
    // Applied to on this site (the application form), or on the company's site or by mail (not direct).
    directApply: job.applyMethod === 'SITE',
    hiringOrganization: { '@type': 'Organization', name: job.companyname, ...(logo ? { logo } : {}) },
    // The moment applications end (only open jobs carry this data at all: a closed job's page has none).
    ...(job.closesAt ? { validThrough: job.closesAt } : {}),
    ...(job.skills?.length ? { skills: job.skills.join(', ') } : {}),
    ...(job.experienceMin != null
      ? {
          experienceRequirements:
            job.experienceMin === 0 ? 'no requirements' : { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experienceMin * 12 },
        }
      : {}),
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', ...placeParts(job.location), addressCountry: 'IN' },
          },
        }),
    ...(salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value:
              salary.min === salary.max
                ? { '@type': 'QuantitativeValue', value: salary.min, unitText: salary.unit }
                : { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
          },
        }
      : {}),
  };
}

/** JSON for a <script type="application/ld+json"> element: "<" is escaped so the text can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
