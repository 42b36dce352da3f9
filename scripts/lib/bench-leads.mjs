// bench:api's figures for the counsellors' leads (issue 30): 100 000 leads over the last 120 days (five courses, every
// source, eight counsellors and unassigned ones, open leads with follow-ups overdue, due today and upcoming), read by
// staff through GraphQL as /admin/leads and /admin read them: the list's first page, a filtered page, one
// counsellor's "due today", and the dashboard's charts for 90 days and for the week. Signed in, so no response cache
// answers: every figure is the read itself.
import pg from 'pg';

export const BENCH_LEADS = 100_000;
export const BENCH_COUNSELLORS = 8;
const COURSES = ['data-science-ai-ml', 'full-stack-development', 'machine-learning', 'digital-marketing', 'general'];
// Most leads come from the site and Google, as a centre's do.
const SOURCES = ['WEBSITE', 'WEBSITE', 'WEBSITE', 'GOOGLE', 'GOOGLE', 'FACEBOOK', 'INSTAGRAM', 'LINKEDIN', 'YOUTUBE', 'WHATSAPP', 'EMAIL', 'REFERRAL', 'OTHER'];
const STATUSES = ['NEW', 'NEW', 'NEW', 'NEW', 'CONTACTED', 'CONTACTED', 'CONTACTED', 'ENROLLED', 'CLOSED', 'CLOSED'];
const DAYS = 120;

const sqlArray = (values) => `ARRAY['${values.join("','")}']`;

/**
 * Loads the counsellors (EDITOR accounts that cannot sign in: the hash is not a password's) and `n` leads, one
 * INSERT ... SELECT generate_series each, then analyses the tables. The leads' times run back from now evenly over
 * 120 days; one in nine is unassigned. Open leads (New, Contacted) of every third row have a follow-up somewhere from
 * two days ago to two days ahead (so some are overdue, some due today, some upcoming). Answers the counsellors' ids.
 */
export async function loadLeads(databaseUrl, n = BENCH_LEADS) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "User" ("id", "name", "email", "username", "role", "passwordHash", "updatedAt")
       SELECT 'benchcounsellor' || g, 'Counsellor ' || g, 'counsellor' || g || '@bench.example', 'bench-counsellor-' || g, 'EDITOR', 'not-a-password-hash', now()
       FROM generate_series(1, $1::int) g`,
      [BENCH_COUNSELLORS],
    );
    const status = `(${sqlArray(STATUSES)})[1 + g % ${STATUSES.length}]`;
    await client.query(
      `INSERT INTO "Lead" ("id", "name", "email", "phone", "designation", "experience", "course", "consent", "status", "source", "campaign",
                           "assigneeId", "nextFollowUpAt", "nextFollowUpNote", "sourcePage", "sourceButton", "lastSubmittedAt", "createdAt", "updatedAt")
       SELECT 'benchlead' || lpad(g::text, 6, '0'), 'Lead ' || g, 'lead' || g || '@bench.example', '+91 9' || lpad((g % 10000)::text, 4, '0') || ' ' || lpad(g::text, 5, '0'),
              'Analyst', 'Fresher', (${sqlArray(COURSES)})[1 + g % ${COURSES.length}], true, ${status}::"LeadStatus",
              (${sqlArray(SOURCES)})[1 + (g / 7) % ${SOURCES.length}]::"LeadSource", CASE WHEN g % 4 = 0 THEN 'diwali-offer' ELSE '' END,
              CASE WHEN g % 9 = 0 THEN NULL ELSE 'benchcounsellor' || (1 + g % ${BENCH_COUNSELLORS}) END,
              CASE WHEN g % 3 = 0 AND ${status} IN ('NEW', 'CONTACTED') THEN now() + ((g % 97) - 48) * interval '1 hour' END,
              CASE WHEN g % 3 = 0 THEN 'Call about the batch dates' ELSE '' END,
              '/courses/data-science', 'Free Consultation', t, t, t
       FROM generate_series(1, $1::int) g, LATERAL (SELECT now() - (g::float8 / $1::int) * interval '${DAYS} days' AS t) at_time`,
      [n],
    );
    await client.query('VACUUM ANALYZE "User"');
    await client.query('VACUUM ANALYZE "Lead"');
  } finally {
    await client.end();
  }
  return Array.from({ length: BENCH_COUNSELLORS }, (_, i) => `benchcounsellor${i + 1}`);
}

const ROW = 'id name email phone whatsapp designation experience course courseName sourcePage sourceButton wantsSyllabus status notes submissions source campaign assignee { id name } nextFollowUpAt nextFollowUpNote followUpView createdAt updatedAt';
const DASHBOARD = 'range from to buckets { start end label } byCourse { key label counts } bySource { key label counts } statusFunnel { status count } followUps { counsellor { id name } dueToday overdue } placementFunnel { stage count }';

/** The reads, as (token) => autocannon request options, like bench-api's own. */
export function leadReads(base, counsellorId) {
  const request = (query) => (token) => ({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const list = (args) => `{ leads(first: 25${args}) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ROW} } } } }`;
  return {
    'leads: first page': request(list('')),
    'leads: course+status+source': request(list(', course: "machine-learning", status: NEW, source: GOOGLE')),
    'leads: due today (one)': request(list(`, assigneeId: "${counsellorId}", followUp: DUE_TODAY`)),
    'leadDashboard(DAYS_90)': request(`{ leadDashboard(range: DAYS_90) { ${DASHBOARD} } }`),
    'leadDashboard(WEEK)': request(`{ leadDashboard(range: WEEK) { ${DASHBOARD} } }`),
  };
}
