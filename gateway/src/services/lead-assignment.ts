// Who a new lead goes to: the rule an administrator chose in the settings (SiteSettings.leadAssignment): left
// unassigned, in turn among the chosen counsellors (ROUND_ROBIN), or in turn among a course's own counsellors
// (BY_COURSE, falling back to the round robin). Whose turn it is is counted in the database (LeadAssignmentTurn), so
// that every gateway process gives the next turn and none gives one twice.
import type { Role } from '../generated/prisma/enums.js';
import type { Tx } from './audit.js';
import { isPossibleKey } from './validation.js';

/** The roles of counsellors: anyone who works leads in /admin. */
export const STAFF_ROLES: readonly Role[] = ['ADMIN', 'EDITOR'];

export interface Counsellor {
  id: string;
  name: string;
  email: string;
  notifyNewLeads: boolean;
}

const counsellorFields = { id: true, name: true, email: true, notifyNewLeads: true } as const;

/** The staff user with this id, or null when there is none or they are no longer staff (assignLead reuses it). */
export async function findStaffUser(db: Pick<Tx, 'user'>, id: string): Promise<Counsellor | null> {
  if (!isPossibleKey(id)) return null; // an id no user can have (NUL, too long) is nobody
  return db.user.findFirst({ where: { id, role: { in: [...STAFF_ROLES] } }, select: counsellorFields });
}

/** Of these user ids, the ones still staff, in the order given (a counsellor demoted or deleted since is skipped). */
export async function staffAmong(db: Pick<Tx, 'user'>, ids: readonly string[]): Promise<Counsellor[]> {
  const possible = ids.filter(isPossibleKey);
  if (possible.length === 0) return [];
  const users = await db.user.findMany({ where: { id: { in: possible }, role: { in: [...STAFF_ROLES] } }, select: counsellorFields });
  const byId = new Map(users.map((u) => [u.id, u]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/**
 * The next turn of a pool ("" for the counsellors of the round robin, a course's slug for its own list): 1, 2, 3...
 * One statement both creates and counts up, and the row stays locked until the transaction ends, so a second process
 * asking at the same moment waits and gets the turn after.
 */
export async function nextAssignmentTurn(tx: Tx, pool: string): Promise<number> {
  const rows = await tx.$queryRaw<{ turn: number }[]>`
    INSERT INTO "LeadAssignmentTurn" ("pool", "turn") VALUES (${pool}, 1)
    ON CONFLICT ("pool") DO UPDATE SET "turn" = "LeadAssignmentTurn"."turn" + 1
    RETURNING "turn"`;
  return Number(rows[0]!.turn);
}

async function inTurn(tx: Tx, pool: string, counsellors: Counsellor[]): Promise<Counsellor> {
  const turn = await nextAssignmentTurn(tx, pool);
  return counsellors[(turn - 1) % counsellors.length]!;
}

/** The counsellor the rule gives a new lead about `course`, or null when it stays unassigned. */
export async function chooseCounsellor(tx: Tx, course: string): Promise<Counsellor | null> {
  const settings = await tx.siteSettings.findUnique({
    where: { id: 1 },
    select: { leadAssignment: true, leadCounsellorIds: true, leadCourseCounsellors: true },
  });
  if (!settings || settings.leadAssignment === 'UNASSIGNED') return null;
  if (settings.leadAssignment === 'BY_COURSE') {
    const lists = settings.leadCourseCounsellors;
    const ids = lists && typeof lists === 'object' && !Array.isArray(lists) && Array.isArray(lists[course]) ? (lists[course] as unknown[]).filter((v): v is string => typeof v === 'string') : [];
    const own = await staffAmong(tx, ids);
    if (own.length) return inTurn(tx, course, own);
  }
  const everyone = await staffAmong(tx, settings.leadCounsellorIds ?? []);
  return everyone.length ? inTurn(tx, '', everyone) : null;
}

/**
 * Gives a lead just created by an enquiry to the counsellor the rule names (an enquiry that joins a lead keeps its
 * counsellor), and writes the ASSIGNED entry of its timeline, by the site (no author). Returns the counsellor, or null.
 */
export async function assignNewLead(tx: Tx, lead: { id: string; course: string }): Promise<Counsellor | null> {
  const counsellor = await chooseCounsellor(tx, lead.course);
  if (!counsellor) return null;
  await tx.lead.update({ where: { id: lead.id }, data: { assigneeId: counsellor.id } });
  await tx.leadEvent.create({
    data: { leadId: lead.id, kind: 'ASSIGNED', authorId: null, authorName: '', detail: { from: null, to: { id: counsellor.id, name: counsellor.name } } },
  });
  return counsellor;
}
