// Who may work a lead, the permission table's lead:work as the server applies it (gateway/src/services/lead-work.ts,
// mayWorkOn/assertMayWorkOn): an ADMIN any lead; an EDITOR their own or an unassigned one, where a lead whose counsellor
// is no longer staff counts as unassigned. The web knows that from the assignee's role (Lead.assignee names whoever
// the lead points at, staff or not). The one copy of the rule for the lead's page and the list's row actions.
import type { Role } from '../gql/graphql';
import { STAFF_ROLES } from '../session/AdminSession';

interface LeadWithAssignee {
  assignee?: { id: string; name: string; role: Role } | null;
}

/** Whether a staff member holds the lead (a counsellor who is no longer staff holds nothing). */
export function heldByStaff(lead: LeadWithAssignee): boolean {
  return !!lead.assignee && STAFF_ROLES.includes(lead.assignee.role);
}

/** Whether the viewer may change the lead (lead:work). */
export function mayWorkOnLead(viewer: { id: string; role: Role }, lead: LeadWithAssignee): boolean {
  return viewer.role === 'ADMIN' || !heldByStaff(lead) || lead.assignee!.id === viewer.id;
}

/** Why the viewer may not change the lead, in words ("Ravi works this lead: …"), or null when they may. */
export function notYoursWords(viewer: { id: string; role: Role }, lead: LeadWithAssignee): string | null {
  return mayWorkOnLead(viewer, lead) ? null : `${lead.assignee!.name} works this lead: you can read it, but only they or an admin can change it.`;
}
