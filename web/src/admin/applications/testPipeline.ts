// The fake API of the applications page's component tests (the list, its filters, one application, a move and a
// notes save), with one application in it.
import type { AdminApplicationQuery, ApplicationStage } from '../gql/graphql';
import type { GraphQLCall, GraphQLHandler } from '../testing';

export type Full = NonNullable<AdminApplicationQuery['pipelineApplication']>;

export function application(overrides: Partial<Full> = {}): Full & { __typename: 'PipelineApplication' } {
  return {
    __typename: 'PipelineApplication',
    id: 'app-1',
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+919876543210',
    note: 'Two years of SQL.',
    jobPostId: 'job-1',
    jobTitle: 'Data Analyst',
    companyname: 'Sahyadri Analytics',
    stage: 'APPLIED',
    stageChangedAt: '2026-03-14T10:00:00.000Z',
    createdAt: '2026-03-14T10:00:00.000Z',
    updatedAt: '2026-03-14T10:00:00.000Z',
    staffNotes: '',
    anonymised: false,
    allowedStages: ['SHORTLISTED', 'INTERVIEW', 'OFFER', 'REJECTED'],
    cv: { __typename: 'ApplicationCv', fileName: 'asha.pdf', size: 2048, downloadPath: '/api/v1/applications/app-1/cv' } as Full['cv'],
    story: null,
    timeline: [{ __typename: 'PipelineEvent', id: 'ev-1', kind: 'applied', fromStage: null, toStage: 'APPLIED', actorName: '', note: '', createdAt: '2026-03-14T10:00:00.000Z' } as Full['timeline'][number]],
    ...overrides,
  };
}

/** Answers as the server would for `app`; every call is pushed to `calls`, and a move is told to `onMove`. */
export function pipeline(app: ReturnType<typeof application>, { calls = [], onMove }: { calls?: GraphQLCall[]; onMove?: (call: GraphQLCall) => void } = {}): GraphQLHandler {
  return (call) => {
    calls.push(call);
    const { operationName, variables } = call;
    if (operationName === 'AdminApplications') {
      return {
        data: {
          pipelineApplications: {
            __typename: 'QueryPipelineApplicationsConnection',
            totalCount: 1,
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            edges: [{ __typename: 'QueryPipelineApplicationsConnectionEdge', node: app }],
          },
        },
      };
    }
    if (operationName === 'AdminPipelineFilters') {
      return {
        data: {
          pipelineJobs: [{ __typename: 'PipelineJob', jobPostId: 'job-1', title: 'Data Analyst', companyname: 'Sahyadri Analytics', applicationCount: 1 }],
          applicationStageCounts: (['APPLIED', 'SHORTLISTED', 'INTERVIEW', 'OFFER', 'PLACED', 'REJECTED', 'WITHDRAWN'] as ApplicationStage[]).map((stage) => ({ __typename: 'ApplicationStageCount', stage, count: stage === app.stage ? 1 : 0 })),
        },
      };
    }
    if (operationName === 'AdminApplication') return { data: { pipelineApplication: variables.id === app.id ? app : null } };
    if (operationName === 'AdminMoveApplication') {
      onMove?.(call);
      return { data: { moveApplication: { ...app, stage: variables.stage, allowedStages: ['APPLIED', 'INTERVIEW', 'OFFER', 'REJECTED'] } } };
    }
    if (operationName === 'AdminUpdateApplicationNotes') return { data: { updateApplicationNotes: { ...app, staffNotes: String(variables.staffNotes), updatedAt: '2026-03-15T10:00:00.000Z' } } };
    return { data: null };
  };
}
