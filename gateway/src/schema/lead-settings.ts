// GraphQL: how new leads are given out (the assignment rule and its counsellors) and the duplicate window (ADMIN).
import { LeadAssignmentRule } from '../generated/prisma/enums.js';
import { getLeadSettings, updateLeadSettings, type CourseCounsellors, type LeadSettings } from '../services/lead-settings.js';
import { builder } from './builder.js';

export const LeadAssignmentRuleEnum = builder.enumType(LeadAssignmentRule, {
  name: 'LeadAssignmentRule',
  description: 'How a new lead is given out: UNASSIGNED (left for staff), ROUND_ROBIN (in turn among the counsellors), BY_COURSE (in turn among its course\'s counsellors, else the counsellors).',
});

const CourseCounsellorsRef = builder.objectRef<CourseCounsellors>('CourseCounsellors').implement({
  description: "One course's counsellors: BY_COURSE gives its new leads out in turn among them.",
  fields: (t) => ({
    course: t.exposeString('course', { description: "A course's slug, or 'general' (the enquiries about no course in particular)." }),
    counsellorIds: t.exposeIDList('counsellorIds'),
  }),
});

const LeadSettingsRef = builder.objectRef<LeadSettings>('LeadSettings').implement({
  description: 'How new leads are given out and when an enquiry joins an open lead.',
  fields: (t) => ({
    assignment: t.expose('assignment', { type: LeadAssignmentRuleEnum }),
    counsellorIds: t.exposeIDList('counsellorIds', {
      description: 'ROUND_ROBIN: the counsellors (staff users) who take new leads in turn. BY_COURSE: those for a course without its own list.',
    }),
    courseCounsellors: t.field({ type: [CourseCounsellorsRef], description: "BY_COURSE: the courses with their own counsellors, by slug ('general' last).", resolve: (s) => s.courseCounsellors }),
    duplicateWindowDays: t.exposeInt('duplicateWindowDays', {
      description: 'An enquiry with the phone number or e-mail of an open lead whose last enquiry is at most this many days old joins it.',
    }),
  }),
});

const CourseCounsellorsInput = builder.inputType('CourseCounsellorsInput', {
  fields: (t) => ({
    course: t.string({ required: true, description: "An existing course's slug, or 'general'." }),
    counsellorIds: t.idList({ required: true }),
  }),
});

const LeadSettingsInput = builder.inputType('LeadSettingsInput', {
  fields: (t) => ({
    assignment: t.field({ type: LeadAssignmentRuleEnum, required: true }),
    counsellorIds: t.idList({ required: true, description: 'Staff users (ADMIN or EDITOR), in turn order; ROUND_ROBIN needs at least one.' }),
    courseCounsellors: t.field({
      type: [CourseCounsellorsInput],
      required: true,
      description: 'Each course at most once; a course with no counsellors is left out. BY_COURSE needs one course with counsellors, or counsellorIds.',
    }),
    duplicateWindowDays: t.int({ required: true, description: '1 to 365.' }),
  }),
});

builder.queryFields((t) => ({
  leadSettings: t.field({
    type: LeadSettingsRef,
    description: 'Requires an ADMIN token. Counsellors who are no longer staff are left out.',
    resolve: (_root, _args, ctx) => getLeadSettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateLeadSettings: t.field({
    type: LeadSettingsRef,
    description: 'Requires an ADMIN token. A refused field is BAD_USER_INPUT naming it (courseCounsellors entries by their place: courseCounsellors.2.counsellorIds).',
    args: { input: t.arg({ type: LeadSettingsInput, required: true }) },
    resolve: (_root, args, ctx) =>
      updateLeadSettings(ctx, {
        ...args.input,
        counsellorIds: args.input.counsellorIds.map(String),
        courseCounsellors: args.input.courseCounsellors.map((c) => ({ course: c.course, counsellorIds: c.counsellorIds.map(String) })),
      }),
  }),
}));
