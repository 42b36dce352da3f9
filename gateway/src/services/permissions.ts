// Who may do what: the one table of permissions, used by every service (and so by GraphQL and REST alike).
import type { Role } from '../generated/prisma/enums.js';
import { ServiceError } from './errors.js';

export interface Viewer {
  id: string;
  username: string;
  role: Role;
  /** The session the request's token belongs to (absent for a viewer made up by a test). */
  sessionId?: string;
}

export type Action =
  | 'admin:enter' // sign in to /admin and read admin-only data such as the dashboard
  | 'jobPost:write'
  | 'story:write'
  | 'user:read'
  | 'user:write'
  | 'upload:write'
  | 'settings:write'
  | 'comment:moderate'
  | 'lead:read' // list and read every lead, its timeline, the dashboard and the CSV export
  | 'lead:work' // change status, notes, follow-ups, assignment, delete (trash) and undo: an EDITOR only on their own or unassigned leads (lead-work.ts)
  | 'lead:merge' // join two leads by hand
  | 'lead:settings' // the assignment rule, its counsellors and the duplicate window
  | 'audit:read'
  | 'trash:manage'
  | 'mail:manage' // read the outbox (bodies may hold one-time links) and send a mail again
  | 'application:manage' // the placement pipeline: read applications and their CVs, move stages, staff notes
  | 'jobAlert:run' // run the job-alert digest at once and see when it last ran
  | 'course:write'; // course pages: read drafts and revisions, save, publish, restore (issue 29)

const allowed: Record<Action, readonly Role[]> = {
  'admin:enter': ['ADMIN', 'EDITOR'],
  'jobPost:write': ['ADMIN', 'EDITOR'],
  'story:write': ['ADMIN', 'EDITOR'],
  'user:read': ['ADMIN'],
  'user:write': ['ADMIN'],
  'upload:write': ['ADMIN', 'EDITOR'],
  'settings:write': ['ADMIN'],
  'comment:moderate': ['ADMIN', 'EDITOR'],
  'lead:read': ['ADMIN', 'EDITOR'],
  'lead:work': ['ADMIN', 'EDITOR'],
  'lead:merge': ['ADMIN'],
  'lead:settings': ['ADMIN'],
  'audit:read': ['ADMIN'],
  'trash:manage': ['ADMIN'],
  'mail:manage': ['ADMIN'],
  'application:manage': ['ADMIN', 'EDITOR'],
  'jobAlert:run': ['ADMIN', 'EDITOR'],
  'course:write': ['ADMIN', 'EDITOR'],
};

export function can(viewer: Viewer | null | undefined, action: Action): boolean {
  return !!viewer && allowed[action].includes(viewer.role);
}

/** Throws UNAUTHENTICATED without a viewer and FORBIDDEN with the wrong role; returns the viewer otherwise. */
export function authorize(viewer: Viewer | null | undefined, action: Action): Viewer {
  if (!viewer) throw new ServiceError('UNAUTHENTICATED', 'Sign in as an administrator to do this.');
  if (!can(viewer, action)) throw new ServiceError('FORBIDDEN', 'Your role does not allow this action.');
  return viewer;
}
