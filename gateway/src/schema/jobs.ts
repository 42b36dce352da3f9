// GraphQL: job posts (type, list with search and cursor pages, admin writes).
import { EmploymentType, JobCategory } from '../generated/prisma/enums.js';
import { countJobPostsByCategory, countMatchingJobPosts, listJobLocations, listJobPostPage, type JobPostPage } from '../services/job-search.js';
import { createJobPost, deleteJobPost, updateJobPost } from '../services/jobs.js';
import { JOB_SEARCH_MAX } from '../services/validation.js';
import { readStoredSalary, type Salary } from '../services/salary.js';
import { isPossibleKey } from '../services/validation.js';
import { builder } from './builder.js';

export const JobCategoryEnum = builder.enumType(JobCategory, { name: 'JobCategory' });
export const EmploymentTypeEnum = builder.enumType(EmploymentType, { name: 'EmploymentType' });

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
      select: { salary: true },
      resolve: (job) => readStoredSalary(job.salary).display,
    }),
    salaryRange: t.field({
      type: SalaryRangeRef,
      nullable: true,
      description: 'The salary as amounts; null when it is not disclosed or is free text.',
      select: { salary: true },
      resolve: (job) => {
        const salary = readStoredSalary(job.salary);
        return salary.unit ? salary : null;
      },
    }),
    content: t.exposeString('content', { description: 'The description as sanitised HTML.' }),
    category: t.expose('category', { type: JobCategoryEnum, nullable: true }),
    employmentType: t.expose('employmentType', { type: EmploymentTypeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
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
        search: t.arg.string({ required: false, description: `At most ${JOB_SEARCH_MAX} characters.` }),
        category: t.arg({ type: JobCategoryEnum, required: false }),
        location: t.arg.string({ required: false, description: 'A city as jobLocations lists it: every job in that city ("Pune" finds "Pune, Maharashtra" and "Hinjewadi, Pune"; case and spacing do not matter).' }),
        employmentType: t.arg({ type: EmploymentTypeEnum, required: false }),
        salaryMin: t.arg.int({ required: false, description: 'Lowest yearly salary in rupees: jobs whose pay reaches it (the top of a range counts); jobs without an amount are left out.' }),
        salaryMax: t.arg.int({ required: false, description: 'Highest yearly salary in rupees: jobs whose pay starts at or below it.' }),
        sort: t.arg({ type: JobSortEnum, required: false }),
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
    description: 'The cities job posts name (a location\'s last part that is not a state: "Pune, Maharashtra" and "Hinjewadi, Pune" count as Pune), most jobs first, with how many each has (for the location filter).',
    resolve: (_root, _args, ctx) => listJobLocations(ctx),
  }),
  jobPost: t.prismaField({
    type: 'JobPost',
    nullable: true,
    description: 'One job post, or null when no job has this id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, args, ctx) =>
      isPossibleKey(String(args.id)) ? ctx.prisma.jobPost.findUnique({ ...query, where: { id: String(args.id) } }) : null,
  }),
  jobCategoryCounts: t.field({
    type: [JobCategoryCount],
    description: 'How many job posts each category holds, for every category (zero included).',
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
    }),
  });
const JobPostInput = jobInputFields(true);
const JobPostUpdateInput = jobInputFields(false);

/** GraphQL gives absent optional input fields as null; services read "absent" as undefined. */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null)) as { [K in keyof T]: Exclude<T[K], null> };
}

builder.mutationFields((t) => ({
  createJobPost: t.prismaField({
    type: 'JobPost',
    description: 'Requires an ADMIN or EDITOR token.',
    args: { input: t.arg({ type: JobPostInput, required: true }) },
    resolve: (_query, _root, args, ctx) => createJobPost(ctx, withoutNulls(args.input)),
  }),
  updateJobPost: t.prismaField({
    type: 'JobPost',
    description: 'Changes the given fields. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: JobPostUpdateInput, required: true }) },
    resolve: (_query, _root, args, ctx) => updateJobPost(ctx, String(args.id), withoutNulls(args.input)),
  }),
  deleteJobPost: t.prismaField({
    type: 'JobPost',
    description: 'Deletes and returns the job post. Requires an ADMIN or EDITOR token.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_query, _root, args, ctx) => deleteJobPost(ctx, String(args.id)),
  }),
}));
