// bench:api's figure for "My applications" (issue 28): one learner with 1 000 applications (one to each of the newest
// jobs, a minute apart, each with its history: applied, half of them moved on by staff, a third with a staff note the
// learner never sees), read with the learner's session cookie as /account/applications reads it: the first page with
// its count, and a page 500 applications deep. Personal, so no response cache answers: every figure is the read itself.
import pg from 'pg';

export const MY_APPLICATIONS = 1_000;

const FIELDS = 'id jobId jobTitle companyname jobLocation jobOpen appliedAt stage stageChangedAt note phone canWithdraw cv { fileName size } events { id kind fromStage toStage at }';

/**
 * Signs a learner up through the API (the confirmation link is read from the outbox: no SMTP server needed), confirms
 * the address with it, and answers the session cookie; then loads their applications (at most one per job there is)
 * and analyses the tables. Answers the cookie and how many applications were loaded.
 */
export async function loadLearnerApplications(databaseUrl, base, n = MY_APPLICATIONS) {
  const email = `bench.learner.${Date.now()}@bench.example`;
  const signUp = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($i: LearnerSignUpInput!) { learnerSignUp(input: $i) { message } }',
      variables: { i: { name: 'Bench Learner', email, phone: '98765 43210', password: 'bench-learner-password' } },
    }),
  });
  const answer = await signUp.json();
  // The mark of the browser that signed up: the link opened with it signs the learner in.
  const mark = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (answer.errors) throw new Error(`the bench learner could not sign up: ${JSON.stringify(answer.errors)}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const mail = await client.query(`SELECT "text" FROM "OutboxMail" WHERE "to" = $1 AND "kind" = 'learner.confirm' ORDER BY "createdAt" DESC LIMIT 1`, [email]);
    const link = /\/account\/confirm\?token=[\w-]+/.exec(mail.rows[0]?.text ?? '')?.[0];
    if (!link) throw new Error('no confirmation link in the outbox');
    const confirmed = await fetch(`${base}${link}`, { redirect: 'manual', headers: { cookie: mark } });
    const cookie = confirmed.headers.getSetCookie().find((c) => c.startsWith('lc_learner='))?.split(';')[0];
    if (!cookie) throw new Error(`confirming gave no session cookie (${confirmed.status})`);
    const learner = await client.query('SELECT "id" FROM "Learner" WHERE "email" = $1', [email]);
    const learnerId = learner.rows[0].id;
    const loaded = await client.query(
      `INSERT INTO "Application" ("id", "jobPostId", "learnerId", "jobTitle", "companyname", "name", "email", "phone", "note", "stage", "stageChangedAt", "createdAt", "updatedAt",
                                  "cvFileName", "cvContentType", "cvSize", "cvData")
       SELECT 'benchmine' || lpad(j.n::text, 6, '0'), j."id", $2, j."title", j."companyname", 'Bench Learner', $3, '+91 98765 43210',
              'Two years of SQL and dashboards; can join in a month.', (CASE WHEN j.n % 2 = 0 THEN 'SHORTLISTED' ELSE 'APPLIED' END)::"ApplicationStage",
              now() - j.n * interval '1 minute', now() - j.n * interval '1 minute', now(),
              'Bench Learner CV.pdf', 'application/pdf', 120000, decode(repeat('25', 64), 'hex')
       FROM (SELECT "id", "title", "companyname", row_number() OVER (ORDER BY "createdAt" DESC, "id" DESC) AS n FROM "JobPost" ORDER BY "createdAt" DESC, "id" DESC LIMIT $1) j`,
      [n, learnerId, email],
    );
    await client.query(
      `INSERT INTO "ApplicationEvent" ("id", "applicationId", "kind", "fromStage", "toStage", "actorName", "note", "createdAt")
       SELECT a."id" || '-applied', a."id", 'applied', NULL::"ApplicationStage", 'APPLIED'::"ApplicationStage", '', '', a."createdAt" FROM "Application" a WHERE a."learnerId" = $1
       UNION ALL
       SELECT a."id" || '-stage', a."id", 'stage', 'APPLIED'::"ApplicationStage", 'SHORTLISTED'::"ApplicationStage", 'Placement cell', '', a."createdAt" + interval '1 day' FROM "Application" a WHERE a."learnerId" = $1 AND a."stage" = 'SHORTLISTED'
       UNION ALL
       SELECT a."id" || '-note', a."id", 'note', NULL::"ApplicationStage", NULL::"ApplicationStage", 'Placement cell', 'Called; prefers Pune.', a."createdAt" + interval '2 days' FROM "Application" a WHERE a."learnerId" = $1 AND right(a."id", 1) IN ('0', '3', '6')`,
      [learnerId],
    );
    await client.query('VACUUM ANALYZE "Application"');
    await client.query('VACUUM ANALYZE "ApplicationEvent"');
    // The place of the 500th application, for a cursor deep in the list (services/cursors.ts writes [tag, instant, id]).
    const deep = await client.query(
      `SELECT to_char("createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at", "id" FROM "Application" WHERE "learnerId" = $1 ORDER BY "createdAt" DESC, "id" DESC OFFSET 499 LIMIT 1`,
      [learnerId],
    );
    const row = deep.rows[0];
    const deepCursor = row ? Buffer.from(JSON.stringify(['myApplications', row.at, row.id])).toString('base64url') : null;
    return { cookie, count: loaded.rowCount, deepCursor };
  } finally {
    await client.end();
  }
}

/** The reads, as () => autocannon request options with the learner's cookie. */
export function learnerReads(base, cookie, deepCursor) {
  const request = (query) => () => ({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query }),
  });
  const list = (args) => `{ myApplications(first: 20${args}) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${FIELDS} } } } }`;
  return {
    'my applications: first page': request(list('')),
    ...(deepCursor ? { 'my applications: page at 500': request(list(`, after: "${deepCursor}"`)) } : {}),
  };
}
