// GraphQL: job posts (type, list with search and cursor pages, admin writes and the job's lifecycle).
import { ApplyMethod, EmploymentType, JobCategory, JobStatus } from '../generated/prisma/enums.js';
import { countJobPostsByCategory, countMatchingJobPosts, listJobLocations, listJobPostPage, type JobPostPage } from '../services/job-search.js';
import { jobStateOf } from '../services/job-lifecycle.js';
import { closeJobPostAsFilled, createJobPost, deleteJobPost, duplicateJobPost, jobPostVersion, readJobPost, reopenJobPost, updateJobPost } from '../services/jobs.js';
import { LIMITS } from '../services/limits.js';
import { JOB_STATES } from '../services/validation.js';
import { readStoredSalary, type Salary } from '../services/salary.js';
import { isPossibleKey } from '../services/validation.js';
import { builder } from './builder.js';

export const JobCategoryEnum = builder.enumType(JobCategory, { name: 'JobCategory' });
export const EmploymentTypeEnum = builder.enumType(EmploymentType, { name: 'EmploymentType' });
const JobStatusEnum = builder.enumType(JobStatus, {
  name: 'JobStatus',
  description: 'What staff set: DRAFT (staff only), PUBLISHED (open until closesAt), FILLED (closed by staff).',
});
const ApplyMethodEnum = builder.enumType(ApplyMethod, {
  name: 'ApplyMethod',
  description: 'How candidates apply: SITE (through this site), URL (at applyUrl), EMAIL (by e-mail to applyEmail).',
});
const JobStateEnum = builder.enumType('JobState', {
  description: 'Where a job is in its life at the moment it is read (from its status and closing moment; no scheduled job).',
  values: {
    DRAFT: { description: 'Not published: only staff see it.' },
    OPEN: { description: 'Published and its closing moment, if any, still ahead: listed and accepting applications.' },
    FILLED: { description: 'Closed as filled by staff.' },
    EXPIRED: { description: 'Published, but its closing moment has passed.' },
  } as const,
});

const SalaryUnitEnum = builder.enumType('SalaryUnit', {
  description: 'The pay period of a salary range.',
  values: { YEAR: { description: 'Rupees a year.' }, MONTH: { description: 'Rupees a month.' } } as const,
});

const SalaryRangeRef = builder.objectRef<Salary>('SalaryRange').implement({
  description: 'A salary as amounts, read from the same text as JobPost.salary (for JobPosting structured data).',
  fields: (t) => ({
    min: t.int({ description: 'Rupees per unit.', resolve: (s) => s.min! }),
    max: t.int({ description: 'Rupees per unit (equal to min for a single amount).', resolve: (s) => s.max! }),
    unit: t.field({ type: SalaryUnitEnum, resolve: (s) => s.unit! }),
    minYearly: t.int({ description: 'Rupees a year.', resolve: (s) => s.minYearly! }),
    maxYearly: t.int({ description: 'Rupees a year.', resolve: (s) => s.maxYearly! }),
  }),
});

// Fields read the row's own columns, without a field-level `select`: Pothos loads every column of a row it loads
// itself, and the lists' rows come from hand-written SQL with every column the type exposes (services/job-search.ts,
// SELECTED). A `select` on a field would make Pothos read each such row again by id (a fallback query per row).
export const JobPostRef = builder.prismaObject('JobPost', {
  description: 'A job or internship offered through the placement portal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    companyname: t.exposeString('companyname'),
    companylogo: t.exposeString('companylogo', { description: 'Logo URL (absolute, or a path on this site).' }),
    location: t.exposeString('location'),
    salary: t.string({
      description: 'As visitors see it: "₹6.5 LPA", "₹4–6 LPA", "₹35,000 / month", "₹6,33,333 / year" or "Not disclosed" (posts saved before salaries were checked may hold other text, shown as it is).',
      resolve: (job) => readStoredSalary(job.salary).display,
    }),
    salaryRange: t.field({
      type: SalaryRangeRef,
      nullable: true,
      description: 'The salary as amounts; null when it is not disclosed or is free text.',
      resolve: (job) => {
        const salary = readStoredSalary(job.salary);
        return salary.unit ? salary : null;
      },
    }),
    content: t.exposeString('content', { description: 'The description as sanitised HTML.' }),
    category: t.expose('category', { type: JobCategoryEnum, nullable: true }),
    employmentType: t.expose('employmentType', { type: EmploymentTypeEnum }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When the job was posted: its creation, or, for a job written as a draft, the moment it was published. Lists are newest first by it.',
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    status: t.expose('status', { type: JobStatusEnum }),
    state: t.field({
      type: JobStateEnum,
      description: 'DRAFT, OPEN, FILLED or EXPIRED, decided now. Only OPEN jobs accept applications and appear in lists.',
      resolve: (job) => jobStateOf(job),
    }),
    closesAt: t.expose('closesAt', { type: 'DateTime', nullable: true, description: 'When applications end (a day picked in the admin ends at 23:59:59.999 in Asia/Kolkata); null: no end.' }),
    filledAt: t.expose('filledAt', { type: 'DateTime', nullable: true, description: 'When staff closed the job as filled.' }),
    experienceMin: t.exposeInt('experienceMin', { nullable: true, description: 'Fewest years of experience asked for.' }),
    experienceMax: t.exposeInt('experienceMax', { nullable: true, description: 'Most years of experience asked for.' }),
    skills: t.exposeStringList('skills'),
    applyMethod: t.expose('applyMethod', { type: ApplyMethodEnum }),
    applyUrl: t.exposeString('applyUrl', { nullable: true, description: 'Where to apply, when applyMethod is URL.' }),
    applyEmail: t.exposeString('applyEmail', { nullable: true, description: 'Where to apply, when applyMethod is EMAIL.' }),
    version: t.int({
      description:
        "The number of the job's newest version (jobPostRevisions; 0 for a job saved before versions were kept): what an edit form sends back as updateJobPost's baseVersion. A save's answer gives the version it made.",
      resolve: (job, _args, ctx) => {
        const known = (job as { version?: unknown }).version;
        return typeof known === 'number' ? known : jobPostVersion(ctx.prisma, job.id);
      },
    }),
  }),
});

const JobLocationCount = builder.objectRef<{ location: string; count: number }>('JobLocationCount').implement({
  fields: (t) => ({
    location: t.exposeString('location'),
    count: t.exposeInt('count'),
  }),
});

const JobCategoryCount = builder.objectRef<{ category: JobCategory; count: number }>('JobCategoryCount').implement({
  fields: (t) => ({
    category: t.expose('category', { type: JobCategoryEnum }),
    count: t.exposeInt('count'),
  }),
});

const JobSortEnum = builder.enumType('JobSort', {
  description: 'The order of a job list.',
  values: {
    NEWEST: { description: 'Newest first (the default).' },
    RELEVANCE: { description: 'Best match for the search first (title above company, location and description), then newest. Without a search: newest first.' },
  } as const,
});

builder.queryFields((t) => ({
  jobPosts: t.connection(
    {
      type: JobPostRef,
      description:
        'Job posts, newest first or best match first, filtered by a full-text search over title, company, location and description ' +
        '(every word must match, the last one also as the start of a word, "analysts" finds "analyst"; quotes, "or" and a leading "-" ' +
        'work as in web search engines) and by category, location, employment type and yearly salary. Pages of at most 100.',
      args: {
        search: t.arg.string({ required: false, description: `At most ${LIMITS.search} characters.` }),
        category: t.arg({ type: JobCategoryEnum, required: false }),
        location: t.arg.string({ required: false, description: 'A city as jobLocations lists it: every job in that city ("Pune" finds "Pune, Maharashtra" and "Hinjewadi, Pune"; case and spacing do not matter).' }),
        employmentType: t.arg({ type: EmploymentTypeEnum, required: false }),
        salaryMin: t.arg.int({ required: false, description: 'Lowest yearly salary in rupees: jobs whose pay reaches it (the top of a range counts); jobs without an amount are left out.' }),
        salaryMax: t.arg.int({ required: false, description: 'Highest yearly salary in rupees: jobs whose pay starts at or below it.' }),
        sort: t.arg({ type: JobSortEnum, required: false }),
        states: t.arg({
          type: [JobStateEnum],
          required: false,
          description: `Staff only (ADMIN, EDITOR; anyone else: FORBIDDEN): jobs in these states (${JOB_STATES.join(', ')}). Absent: open jobs, for everyone.`,
        }),
      },
      resolve: (_root, args, ctx) => {
        const { first, last, after, before, ...filter } = args;
        return listJobPostPage(ctx, filter, { first, last, after, before });
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many job posts match the filters, on every page.',
          resolve: (connection, _args, ctx) => countMatchingJobPosts(ctx, (connection as unknown as JobPostPage).query),
        }),
      }),
    },
    {},
  ),
  jobLocations: t.field({
    type: [JobLocationCount],
    description: 'The cities open job posts name (a location\'s last part that is not a state: "Pune, Maharashtra" and "Hinjewadi, Pune" count as Pune), most jobs first, with how many each has (for the location filter).',
    resolve: (_root, _args, ctx) => listJobLocations(ctx),
  }),
  jobPost: t.prismaField({
    type: 'JobPost',
    nullable: true,
    description: 'One job post, open or closed (see state), or null when no job has this id. A draft is null except for staff.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) => (isPossibleKey(String(args.id)) ? readJobPost(ctx, String(args.id), query) : null),
  }),
  jobCategoryCounts: t.field({
    type: [JobCategoryCount],
    description: 'How many open job posts each category holds, for every category (zero included).',
    resolve: async (_root, _args, ctx) => {
      const counts = await countJobPostsByCategory(ctx);
      return Object.values(JobCategory).map((category) => ({ category, count: counts.get(category) ?? 0 }));
    },
  }),
}));

const jobInputFields = (required: boolean) =>
  builder.inputType(required ? 'JobPostInput' : 'JobPostUpdateInput', {
    fields: (t) => ({
      title: t.string({ required }),
      companyname: t.string({ required }),
      companylogo: t.string({ required, description: 'Logo URL (absolute http(s), or a path on this site).' }),
      location: t.string({ required }),
      salary: t.string({
        required,
        description: 'Lakhs a year ("6.5 LPA", "4-6 LPA"), rupees a month ("₹35,000 / month"), rupees a year ("600000"; a plain amount from ₹1,000 and below one lakh is a month; a plain amount under ₹1,000 is refused as having no unit) or "Not disclosed"; stored as JobPost.salary shows it. Anything else is refused (BAD_USER_INPUT, field salary).',
      }),
      content: t.string({ required: false, description: 'HTML; sanitised on the server before it is stored.' }),
      category: t.field({ type: JobCategoryEnum, required: false }),
      employmentType: t.field({ type: EmploymentTypeEnum, required: false }),
      status: t.field({ type: JobStatusEnum, required: false, description: required ? 'PUBLISHED when left out.' : 'FILLED sets filledAt; another status clears it.' }),
      closesAt: t.string({
        required: false,
        description:
          'A day, YYYY-MM-DD (the job closes at the end of that day in Asia/Kolkata, 23:59:59.999 IST), or an ISO 8601 date and time with its offset; ' +
          'a moment already past closes the job at once.' + (required ? '' : ' null or "" removes the closing date.'),
      }),
      experienceMin: t.int({ required: false, description: `Years, 0 to ${LIMITS.experienceYears}, at most experienceMax.` }),
      experienceMax: t.int({ required: false, description: `Years, 0 to ${LIMITS.experienceYears}.` }),
      skills: t.stringList({ required: false, description: `At most ${LIMITS.skills} of at most ${LIMITS.skill} characters each; trimmed, repeats (ignoring case) dropped.` }),
      applyMethod: t.field({ type: ApplyMethodEnum, required: false, description: 'SITE when left out; URL needs applyUrl, EMAIL needs applyEmail (the other address is dropped).' }),
      applyUrl: t.string({ required: false, description: 'An absolute http(s) URL.' }),
      applyEmail: t.string({ required: false, description: 'An e-mail address.' }),
    }),
  });
const JobPostInput = jobInputFields(true);
const JobPostUpdateInput = jobInputFields(false);

/**
 * GraphQL gives an optional input field sent as null as null; services read "absent" as undefined. Fields in `clearable`
 * keep their null: there it means "remove the value" (a closing date, a category).
 */
export function withoutNulls<T extends object>(input: T, clearable: readonly string[] = []): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([k, v]) => v !== null || clearable.includes(k))) as { [K in keyof T]: Exclude<T[K], null> };
}

/** Job fields an update may set to null to remove their value. */
const CLEARABLE_JOB_FIELDS = ['category', 'closesAt', 'experienceMin', 'experienceMax', 'applyUrl', 'applyEmail'] as const;

builder.mutationFields((t) => ({
  createJobPost: t.prismaField({
    type: 'JobPost',
    description: 'Requires an ADMIN or EDITOR token.',
    args: { input: t.arg({ type: JobPostInput, required: true }) },
    resolve: (_query, _root, args, ctx) => createJobPost(ctx, withoutNulls(args.input)),
  }),
  updateJobPost: t.prismaField({
    type: 'JobPost',
    description:
      'Changes the given fields. With baseVersion (the JobPost.version the edit form was loaded at), a job saved by someone else since is refused: ' +
      'CONFLICT "Someone else saved this job while you were editing it. …", nothing written. Without it, the fields are saved whatever happened meanwhile. ' +
      'Requires an ADMIN or EDITOR token.',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: JobPostUpdateInput, required: true }),
      baseVersion: t.arg.int({ required: false, description: 'JobPost.version as the form was loaded (0 for a job with no versions yet).' }),
    },
    resolve: (_query, _root, args, ctx) => updateJobPost(ctx, String(args.id), withoutNulls(args.input, CLEARABLE_JOB_FIELDS), args.baseVersion ?? undefined),
  }),
  closeJobPostAsFilled: t.prismaField({
    type: 'JobPost',
    description: 'Closes the job as filled (status FILLED, filledAt now): it leaves every list at once. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => closeJobPostAsFilled(ctx, String(args.id)),
  }),
  reopenJobPost: t.prismaField({
    type: 'JobPost',
    description:
      'Opens a filled, expired or draft job again (status PUBLISHED, filledAt cleared). A closing moment already past is removed, ' +
      'unless closesAt gives a new one, which must still be ahead. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }), closesAt: t.arg.string({ required: false, description: 'As in JobPostInput.closesAt.' }) },
    resolve: (_query, _root, args, ctx) => reopenJobPost(ctx, String(args.id), args.closesAt ?? undefined),
  }),
  duplicateJobPost: t.prismaField({
    type: 'JobPost',
    description: 'Makes a draft copy of the job (every field but its status, closing date and dates), for staff to change and publish. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => duplicateJobPost(ctx, String(args.id)),
  }),
  deleteJobPost: t.prismaField({
    type: 'JobPost',
    description: 'Deletes and returns the job post. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => deleteJobPost(ctx, String(args.id)),
  }),
}));
