// GraphQL: the stage of an application, shared by the learner's side and the placement cell's pipeline, and the
// count of applications at one stage (the dashboard, a job's applicants).
import { ApplicationStage } from '../generated/prisma/enums.js';
import { builder } from './builder.js';

export const ApplicationStageEnum = builder.enumType(ApplicationStage, {
  name: 'ApplicationStage',
  description: 'Where an application stands: APPLIED, SHORTLISTED, INTERVIEW, OFFER, PLACED or REJECTED (set by staff), or WITHDRAWN (by the learner).',
});

export const ApplicationStageCountRef = builder.objectRef<{ stage: ApplicationStage; count: number }>('ApplicationStageCount').implement({
  fields: (t) => ({
    stage: t.field({ type: ApplicationStageEnum, resolve: (c) => c.stage }),
    count: t.exposeInt('count'),
  }),
});
