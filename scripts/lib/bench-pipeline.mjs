// bench:api's figure for the placement cell's pipeline (issue 28): one open job with 10 000 applications (from as many
// learners, spread over the stages, one a minute back in time), read by staff through GraphQL as /admin/applications
// reads it: the first page with its count, a page deep in the list, a stage, and the counts per stage. Signed in, so
// no response cache answers: every figure is the read itself.
import pg from 'pg';

export const PIPELINE_APPLICATIONS = 10_000;
const STAGES_BY_TENTH = ['APPLIED', 'APPLIED', 'APPLIED', 'APPLIED', 'APPLIED', 'SHORTLISTED', 'SHORTLISTED', 'INTERVIEW', 'REJECTED', null];
const LATE_STAGES = ['OFFER', 'PLACED', 'WITHDRAWN'];

/** Loads the learners and their applications to `jobId` (n of each) and analyses the tables. */
export async function loadApplications(databaseUrl, jobId, n = PIPELINE_APPLICATIONS) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO "Learner" ("id", "name", "email", "phone", "emailVerifiedAt", "updatedAt")
       SELECT 'benchlearner' || g, 'Learner ' || g, 'learner' || g || '@bench.example', '+91987' || lpad(g::text, 7, '0'), now(), now()
       FROM generate_series(1, $1::int) g`,
      [n],
    );
    const stages = `(CASE WHEN g % 10 = 9 THEN (ARRAY['${LATE_STAGES.join("','")}'])[1 + (g / 10) % 3] ELSE (ARRAY['${STAGES_BY_TENTH.slice(0, 9).join("','")}'])[1 + g % 10] END)::"ApplicationStage"`;
    await client.query(
      `INSERT INTO "Application" ("id", "jobPostId", "learnerId", "jobTitle", "companyname", "name", "email", "phone", "note", "stage", "stageChangedAt", "staffNotes", "createdAt", "updatedAt")
       SELECT 'benchapp' || lpad(g::text, 6, '0'), $2, 'benchlearner' || g, j."title", j."companyname", 'Learner ' || g, 'learner' || g || '@bench.example',
              '+91987' || lpad(g::text, 7, '0'), 'Two years of SQL and dashboards; can join in a month.', ${stages},
              now() - g * interval '1 minute', CASE WHEN g % 3 = 0 THEN 'Called; prefers Pune.' ELSE '' END, now() - g * interval '1 minute', now()
       FROM generate_series(1, $1::int) g, "JobPost" j WHERE j."id" = $2`,
      [n, jobId],
    );
    await client.query('VACUUM ANALYZE "Learner"');
    await client.query('VACUUM ANALYZE "Application"');
  } finally {
    await client.end();
  }
}

/** A cursor of the pipeline list, as the gateway writes it (gateway/src/services/cursors.ts). */
const cursorAfter = (id) => Buffer.from(JSON.stringify(['pipelineApplications', id])).toString('base64url');

const ROW = 'id name email phone jobTitle companyname stage stageChangedAt createdAt anonymised cv { fileName }';

/** The reads, as (token) => autocannon request options, like bench-api's own. */
export function pipelineReads(base, jobId) {
  const request = (query) => (token) => ({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  const list = (args) => `{ pipelineApplications(first: 20, jobPostId: "${jobId}"${args}) { totalCount pageInfo { hasNextPage endCursor } edges { node { ${ROW} } } } }`;
  return {
    'pipeline: first page': request(list('')),
    'pipeline: page at 5 000': request(list(`, after: "${cursorAfter(`benchapp${String(5000).padStart(6, '0')}`)}"`)),
    'pipeline: stage SHORTLISTED': request(list(', stage: SHORTLISTED')),
    'pipeline: counts per stage': request(`{ applicationStageCounts(jobPostId: "${jobId}") { stage count } }`),
  };
}
