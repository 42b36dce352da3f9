// GraphQL: job posts (type, list with search and cursor pages, admin writes).
import { EmploymentType, JobCategory } from '../generated/prisma/enums.js';
import { countJobPosts, countJobPostsByCategory, createJobPost, deleteJobPost, jobPostOrder, jobPostWhere, updateJobPost } from '../services/jobs.js';
import { isPossibleKey } from '../services/validation.js';
import { builder } from './builder.js';

export const JobCategoryEnum = builder.enumType(JobCategory, { name: 'JobCategory' });
export const EmploymentTypeEnum = builder.enumType(EmploymentType, { name: 'EmploymentType' });

export const JobPostRef = builder.prismaObject('JobPost', {
  description: 'A job or internship offered through the placement portal.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    companyname: t.exposeString('companyname'),
    companylogo: t.exposeString('companylogo', { description: 'Logo URL (absolute, or a path on this site).' }),
    location: t.exposeString('location'),
    salary: t.exposeString('salary'),
    content: t.exposeString('content', { description: 'The description as sanitised HTML.' }),
    category: t.expose('category', { type: JobCategoryEnum, nullable: true }),
    employmentType: t.expose('employmentType', { type: EmploymentTypeEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const JobCategoryCount = builder.objectRef<{ category: JobCategory; count: number }>('JobCategoryCount').implement({
  fields: (t) => ({
    category: t.expose('category', { type: JobCategoryEnum }),
    count: t.exposeInt('count'),
  }),
});

builder.queryFields((t) => ({
  jobPosts: t.prismaConnection(
    {
      type: 'JobPost',
      cursor: 'id',
      description: 'Job posts, newest first, optionally filtered by a search over title, company, location and description, and by category.',
      args: {
        search: t.arg.string({ required: false }),
        category: t.arg({ type: JobCategoryEnum, required: false }),
      },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.jobPost.findMany({ ...query, where: jobPostWhere(args), orderBy: jobPostOrder }),
      totalCount: (_root, args, ctx) => countJobPosts(ctx, args),
    },
    {},
  ),
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
      salary: t.string({ required, description: 'Entered as a number, kept as text.' }),
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
