// Home of the job portal (SPEC "Home (job portal)"): featured jobs, suggested jobs, categories with real counts,
// how it works, and the upcoming jobs carousel.
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useQuery } from 'urql';
import { Carousel } from '../../components/carousel/Carousel';
import {
  BriefcaseIcon,
  CapIcon,
  ChartIcon,
  CheckIcon,
  CodeIcon,
  GearIcon,
  HeartPulseIcon,
  MegaphoneIcon,
  SearchIcon,
} from '../../components/icons';
import { usePageMeta } from '../../components/usePageMeta';
import { graphql } from '../../gql';
import type { JobCategory, PortalJobCardFragment } from '../../gql/graphql';
import { paths } from '../../routes';
import { JobCard } from '../jobs/JobCard';
import { JOB_CATEGORIES } from '../jobs/format';
import { jobsHref } from '../jobs/jobsUrlState';
import { pageTitle } from '../site';
import { FALLBACK_SITE_SETTINGS, useSiteSettings } from '../siteSettings';
import { organizationJsonLd } from '../organizationJsonLd';
import { serializeJsonLd } from '../jobs/jobPostingJsonLd';
import { FEATURED_JOB_COUNT, FeaturedJobs } from './FeaturedJobs';
import './home.css';
import { useNow, useSiteOrigin } from '../../ssr/RenderContext';
import { LIMITS } from '../../../../gateway/src/services/limits';

const HomeExtrasQuery = graphql(`
  query PortalHomeExtras($first: Int!) {
    jobCategoryCounts {
      category
      count
    }
    jobPosts(first: $first) {
      totalCount
      edges {
        node {
          ...PortalJobCard
        }
      }
    }
  }
`);

const SUGGESTION_COUNT = 9;
/** The newest jobs the suggestions are picked from (after the featured ones). */
const SUGGESTION_POOL = 20;
const UPCOMING_COUNT = 12;
/** Enough for the upcoming carousel to hold UPCOMING_COUNT jobs shown nowhere else on the page. */
const CAROUSEL_POOL = FEATURED_JOB_COUNT + SUGGESTION_COUNT + UPCOMING_COUNT;
/** Fewer upcoming jobs than this do not fill the carousel's widest view and let it move: the page says so. */
export const FEW_UPCOMING_JOBS = 5;

/**
 * The upcoming jobs: newest first, each job once, leaving out every job the page already shows (the featured grid and
 * the suggestions), so a site with few jobs does not show the same ones three times.
 */
export function pickUpcomingJobs<T extends Pick<PortalJobCardFragment, 'id'>>(jobs: T[], shown: Iterable<T>, max: number): T[] {
  const seen = new Set([...shown].map((job) => job.id));
  const picked: T[] = [];
  for (const job of jobs) {
    if (picked.length >= max) break;
    if (seen.has(job.id)) continue;
    seen.add(job.id);
    picked.push(job);
  }
  return picked;
}

/** A varied pick: one job from each category in turn (newest first within each), skipping the featured ones. */
export function suggestJobs<T extends Pick<PortalJobCardFragment, 'id' | 'category'>>(jobs: T[], skip: number, max: number): T[] {
  const pool = jobs.length > skip ? jobs.slice(skip) : jobs;
  const byCategory = new Map<string, T[]>();
  for (const job of pool) {
    const key = job.category ?? 'OTHER';
    byCategory.set(key, [...(byCategory.get(key) ?? []), job]);
  }
  const picked: T[] = [];
  const queues = [...byCategory.values()];
  while (picked.length < max && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < max) picked.push(next);
    }
  }
  return picked;
}

const CATEGORY_ICONS: Record<JobCategory, typeof CodeIcon> = {
  TECHNOLOGY: CodeIcon,
  FINANCE: ChartIcon,
  HEALTHCARE: HeartPulseIcon,
  MARKETING: MegaphoneIcon,
  EDUCATION: CapIcon,
  ENGINEERING: GearIcon,
};

/** The hero's drawing, and the widths it is shown at (home.css shows .hero__art from 1024 px). */
const HERO_ART = '/images/home-hero.svg';
const HERO_ART_MEDIA = '(min-width: 1024px)';
/** A transparent 1×1 GIF: what a narrower screen "loads" for the hidden drawing, without a request. */
const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function HomeHero({ totalJobs }: { totalJobs: number | undefined }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(jobsHref({ q }));
  };
  return (
    <section className="hero">
      <div className="hero__inner">
        <div className="hero__copy">
          <p className="hero__eyebrow">Job &amp; Placement Portal</p>
          <h1 className="hero__title">
            Find your next job, <span>get placed</span> with confidence
          </h1>
          <p className="hero__lead">
            Openings in data, software, marketing, finance and more, shared by our placement cell with learners in Pune
            and beyond.
          </p>
          {/* A plain GET form to the jobs list, so that it works without JavaScript too (/jobs?q=…). */}
          <form className="hero__search" role="search" method="get" action={paths.jobs} onSubmit={submit}>
            <label htmlFor="hero-search" className="visually-hidden">
              Search by job title, company or skill
            </label>
            <SearchIcon size={20} />
            <input
              id="hero-search"
              name="q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Job title, company or skill"
              maxLength={LIMITS.search}
              enterKeyHint="search"
            />
            <button type="submit" className="button button--accent">
              Search Jobs
            </button>
          </form>
          <ul className="hero__facts">
            <li>
              <BriefcaseIcon size={18} />
              {/* "0 open jobs" on a new site told a visitor nothing (issue 26). */}
              {totalJobs === undefined ? 'Open jobs' : totalJobs === 0 ? 'New openings every week' : `${totalJobs} open job${totalJobs === 1 ? '' : 's'}`}
            </li>
            <li>
              <CheckIcon size={18} />
              Placement support for every learner
            </li>
          </ul>
        </div>
        {/* Fills the right half at desktop widths (hidden below 1024 px by home.css); its size is reserved by width and
            height, so nothing moves when it arrives. Below that width nothing is fetched: the picture's source is for
            wide screens only, and the fallback is an empty pixel in the page itself. */}
        <picture className="hero__picture">
          <source media={HERO_ART_MEDIA} srcSet={HERO_ART} width={520} height={440} />
          <img
            className="hero__art"
            src={EMPTY_PIXEL}
            alt="A learner at the placement drive's job board: openings from Pune companies, one applied for, and an offer letter"
            width={520}
            height={440}
            loading="eager"
            decoding="async"
          />
        </picture>
      </div>
    </section>
  );
}

function CategoryTiles({ counts, loading }: { counts: Map<JobCategory, number> | undefined; loading: boolean }) {
  return (
    <section className="section" aria-labelledby="categories-title">
      <div className="section-head">
        <div>
          <h2 id="categories-title" className="section-title">
            Jobs Categories
          </h2>
          <p className="section-intro">Browse openings by the field you are training for.</p>
        </div>
      </div>
      <ul className="category-grid">
        {JOB_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category.value];
          const count = counts?.get(category.value);
          return (
            <li key={category.value}>
              <Link className="category-tile" to={jobsHref({ category })} data-category={category.slug}>
                <span className="category-tile__icon">
                  <Icon size={26} />
                </span>
                <span className="category-tile__name">{category.label}</span>
                <span className="category-tile__count">
                  {count === 0
                    ? 'No openings yet'
                    : count !== undefined
                    ? `${count} ${count === 1 ? 'Job' : 'Jobs'} Available`
                    : loading
                      ? 'Counting jobs…'
                      : 'Browse jobs'}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const STEPS = [
  { title: 'Search Jobs', text: 'Search by title, company or skill, or browse a category that matches your course.' },
  { title: 'Apply', text: 'Open a job, read what the company asks for, and apply through our placement cell.' },
  { title: 'Get Hired', text: 'Prepare with mock interviews and mentors, clear the rounds, and start your new role.' },
];

function HowItWorks() {
  return (
    <section className="section how" aria-labelledby="how-title">
      <div className="section-head section-head--center">
        <div>
          <h2 id="how-title" className="section-title">
            How It Work ?
          </h2>
          <p className="section-intro">Three steps from learning to your first day at work.</p>
        </div>
      </div>
      <ol className="steps">
        {STEPS.map((step, i) => (
          <li className="step" key={step.title}>
            <span className="step__number" aria-hidden="true">
              {i + 1}
            </span>
            <p className="step__label">Step {i + 1}</p>
            <h3 className="step__title">{step.title}</h3>
            <p className="step__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HomePage() {
  const settings = useSiteSettings();
  const { siteName } = settings;
  const origin = useSiteOrigin();
  // The centre's EducationalOrganization data, once the settings are read (never the defaults' placeholder details).
  const organization = settings === FALLBACK_SITE_SETTINGS ? null : serializeJsonLd(organizationJsonLd(settings, origin));
  usePageMeta(
    pageTitle(siteName),
    'Jobs and placements for learners in Pune: featured openings, job categories and success stories from the learning centre.',
    { canonicalPath: paths.home },
  );
  const [{ data, fetching }] = useQuery({ query: HomeExtrasQuery, variables: { first: CAROUSEL_POOL } });
  const jobs = useMemo(() => data?.jobPosts.edges.map((e) => e.node) ?? [], [data]);
  const counts = useMemo(
    () => (data ? new Map(data.jobCategoryCounts.map((c) => [c.category, c.count] as const)) : undefined),
    [data],
  );
  const suggestions = useMemo(() => suggestJobs(jobs.slice(0, SUGGESTION_POOL), FEATURED_JOB_COUNT, SUGGESTION_COUNT), [jobs]);
  const upcoming = useMemo(
    () => pickUpcomingJobs(jobs, [...jobs.slice(0, FEATURED_JOB_COUNT), ...suggestions], UPCOMING_COUNT),
    [jobs, suggestions],
  );
  const totalJobs = data?.jobPosts.totalCount ?? 0;
  const now = useNow();

  return (
    <>
      <HomeHero totalJobs={data?.jobPosts.totalCount} />
      <FeaturedJobs />
      {suggestions.length > 0 && (
        <section className="section section--tinted">
          <Carousel
            name="suggestions"
            title="Suggested Jobs"
            intro="A mix of roles across fields you might like."
            slides={suggestions.map((job) => ({ key: job.id, content: <JobCard job={job} now={now} /> }))}
          />
        </section>
      )}
      <CategoryTiles counts={counts} loading={fetching} />
      <HowItWorks />
      {upcoming.length > 0 ? (
        <section className="section">
          <Carousel
            name="upcomingJobs"
            title="Exciting Upcoming Jobs"
            intro={
              upcoming.length < FEW_UPCOMING_JOBS
                ? `${upcoming.length} more ${upcoming.length === 1 ? 'opening' : 'openings'}. More openings are added every week.`
                : 'The latest openings, moving by every few seconds.'
            }
            slides={upcoming.map((job) => ({ key: job.id, content: <JobCard job={job} now={now} /> }))}
          />
        </section>
      ) : (
        totalJobs > 0 && (
          // Every job is already on the page: no carousel repeating them, a word about what comes next instead.
          <section className="section" aria-labelledby="upcoming-jobs-title" data-upcoming-jobs="none">
            <div className="section-head">
              <div>
                <h2 id="upcoming-jobs-title" className="section-title">
                  Exciting Upcoming Jobs
                </h2>
                <p className="section-intro">
                  {totalJobs === 1 ? 'The one open job is' : `All ${totalJobs} open jobs are`} shown above. More openings are
                  added every week.
                </p>
              </div>
              <div className="section-head__actions">
                <Link className="button button--outline" to={paths.jobs}>
                  Browse all jobs
                </Link>
              </div>
            </div>
          </section>
        )
      )}
      <section className="section">
        <div className="cta-band">
          <div>
            <h2 className="section-title">See where our learners got placed</h2>
            <p className="section-intro">Real stories from classrooms in Pune to offers at growing companies.</p>
          </div>
          <Link className="button button--accent" to={paths.placements}>
            View Placements
          </Link>
        </div>
      </section>
      {organization && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organization }} />}
    </>
  );
}
