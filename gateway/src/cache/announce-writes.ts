// Announces this process's own writes to its caches before the write's response leaves, so that the writer's next
// read is fresh at once; the database's notification (which reaches every process) follows a moment later.
// Both adapters clear on everything except writes known not to touch what the public site shows: a write nobody
// listed here costs a cache refill, never a stale page.
import { getOperationAST, Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { MiddlewareHandler } from 'hono';
import { PUBLIC_CONTENT_TABLES, type ContentChanges } from './content-changes.js';

/**
 * Mutations that write nothing the public site shows: sign-in (login failures), leads, staff accounts, a visitor's
 * comment (it waits for approval; approving or deleting one does change the site), a learner's applications and
 * saved jobs (personal rows no public answer holds), and the placement cell's pipeline (stages, staff notes, and a draft
 * story, which no public answer shows until publishStory, which does announce).
 */
export const NON_PUBLIC_MUTATIONS: ReadonlySet<string> = new Set([
  'adminLogin',
  'adminLogout',
  'changeMyPassword',
  // A staff member's own mail preferences (issue 30).
  'updateMyNotifications',
  'submitLead',
  'updateLead',
  'updateLeadContact',
  'deleteLead',
  // A counsellor's work on a lead (issue 30): notes, assignment, follow-ups, merge.
  'addLeadNote',
  'assignLead',
  'setLeadFollowUp',
  'completeLeadFollowUp',
  'mergeLeads',
  'createUser',
  'updateUser',
  'deleteUser',
  'addStoryComment',
  'applyToJob',
  'withdrawApplication',
  'saveJob',
  'unsaveJob',
  'moveApplication',
  'updateApplicationNotes',
  'createStoryFromApplication',
  // Learner accounts and job alerts: nothing the public pages show.
  'learnerSignUp',
  'resendLearnerConfirmation',
  'confirmLearnerEmail',
  'learnerSignIn',
  'learnerSignOut',
  'updateLearnerProfile',
  'changeLearnerPassword',
  'requestLearnerPasswordReset',
  'resetLearnerPassword',
  'deleteLearnerCv',
  'deleteLearnerAccount',
  'subscribeJobAlert',
  'updateJobAlert',
  'setJobAlertPaused',
  'deleteJobAlert',
  'resendMail',
  // A new course is an unpublished draft: no public answer shows it until publishCourse (which announces).
  'createCourse',
]);

/**
 * REST writes that touch nothing the public site shows: sign-in, leads, and image uploads (an image is stored under
 * a new address and appears on the site only when a job or story that names it is saved, which announces itself).
 */
export const NON_PUBLIC_REST_PREFIXES: readonly string[] = ['/api/v1/admin/auth', '/api/v1/leads', '/api/v1/uploads', '/api/v1/account'];
/** REST writes of the same kind named by their whole path: a learner's application to a job. */
export const NON_PUBLIC_REST_PATHS: readonly RegExp[] = [/^\/api\/v1\/jobs\/[^/]+\/applications$/];

/** Did this mutation (probably) change public content? Only a field that succeeded counts, so failed attempts cannot empty caches. */
function changedPublicContent(operation: OperationDefinitionNode, data: Record<string, unknown> | null | undefined, failed: boolean): boolean {
  let publicFields = 0;
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) {
      // A fragment on Mutation: not worth resolving here; count it as public.
      publicFields++;
      if (data) return true;
      continue;
    }
    const name = selection.name.value;
    if (name === '__typename' || NON_PUBLIC_MUTATIONS.has(name)) continue;
    publicFields++;
    if (data?.[selection.alias?.value ?? name] != null) return true;
  }
  // Mutation fields are non-null, so one failure nulls the whole answer: the fields before it may have committed.
  return failed && !data && publicFields > 1;
}

/** Yoga plugin: after a mutation that wrote public content, announce it before the response is sent. */
export function useAnnounceContentMutations(changes: ContentChanges): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document as DocumentNode, args.operationName);
      if (operation?.operation !== 'mutation') return;
      return {
        onExecuteDone({ result }) {
          // Streamed results (@defer/@stream are not enabled) would have no single answer to inspect: announce.
          const single = Symbol.asyncIterator in result ? null : result;
          if (!single || changedPublicContent(operation, single.data as Record<string, unknown> | null | undefined, Boolean(single.errors?.length))) {
            changes.notifyLocal([...PUBLIC_CONTENT_TABLES]);
          }
        },
      };
    },
  };
}

/** Hono middleware for /api/v1: after a successful (2xx) write outside the non-public routes, announce it. */
export function announceRestWrites(changes: ContentChanges): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return;
    if (c.res.status < 200 || c.res.status >= 300) return;
    const path = c.req.path;
    if (NON_PUBLIC_REST_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return;
    if (NON_PUBLIC_REST_PATHS.some((pattern) => pattern.test(path))) return;
    changes.notifyLocal([...PUBLIC_CONTENT_TABLES]);
  };
}
