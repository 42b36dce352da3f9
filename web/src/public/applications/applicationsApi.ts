// The learner's applications and saved jobs: GraphQL documents (typed by codegen into web/src/gql), asked only in the
// browser once a learner is signed in (the server renders the same page for everyone), and the REST upload of an
// application with a new CV.
import { graphql } from '../../gql';

export const MySavedJobIdsQuery = graphql(`
  query MySavedJobIds {
    mySavedJobIds
  }
`);

export const SaveJobMutation = graphql(`
  mutation SaveJob($jobId: ID!) {
    saveJob(jobId: $jobId)
  }
`);

export const UnsaveJobMutation = graphql(`
  mutation UnsaveJob($jobId: ID!) {
    unsaveJob(jobId: $jobId)
  }
`);

export const MyApplicationFields = graphql(`
  fragment MyApplicationFields on MyApplication {
    id
    jobId
    jobTitle
    companyname
    jobLocation
    jobOpen
    appliedAt
    stage
    stageChangedAt
    note
    phone
    canWithdraw
    cv {
      fileName
      size
    }
    events {
      id
      kind
      fromStage
      toStage
      at
    }
  }
`);

export const MyApplicationForJobQuery = graphql(`
  query MyApplicationForJob($jobId: ID!) {
    myApplicationForJob(jobId: $jobId) {
      ...MyApplicationFields
    }
  }
`);

/** The signed-in learner's applications to open jobs: Apply Now shows "Applied on …" for these (one request a page). */
export const MyAppliedJobsQuery = graphql(`
  query MyAppliedJobs {
    myAppliedJobs {
      jobId
      applicationId
      appliedAt
      stage
    }
  }
`);

export const ApplyToJobMutation = graphql(`
  mutation ApplyToJob($jobId: ID!, $input: ApplyToJobInput!) {
    applyToJob(jobId: $jobId, input: $input) {
      ...MyApplicationFields
    }
  }
`);

export const MyApplicationsQuery = graphql(`
  query MyApplications($first: Int!, $after: String) {
    myApplications(first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...MyApplicationFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const WithdrawApplicationMutation = graphql(`
  mutation WithdrawApplication($id: ID!) {
    withdrawApplication(id: $id) {
      ...MyApplicationFields
    }
  }
`);

export const MySavedJobsQuery = graphql(`
  query MySavedJobs {
    mySavedJobs {
      savedAt
      job {
        ...PortalJobCard
        state
      }
    }
  }
`);

/** What the REST upload answers. */
export interface UploadAnswer {
  ok: boolean;
  status: number;
  message: string;
  field?: string;
}

/**
 * Sends an application with a new CV file (multipart to POST /api/v1/jobs/:id/applications, the session cookie with
 * it). A network failure is an answer too, so the form can say so.
 */
export async function applyWithNewCv(jobId: string, fields: { phone: string; note: string; keepCvOnFile: boolean }, file: File): Promise<UploadAnswer> {
  const form = new FormData();
  form.set('phone', fields.phone);
  form.set('note', fields.note);
  form.set('cvChoice', 'UPLOAD');
  if (fields.keepCvOnFile) form.set('keepCvOnFile', 'on');
  form.set('cv', file, file.name);
  try {
    const res = await fetch(`/api/v1/jobs/${encodeURIComponent(jobId)}/applications`, { method: 'POST', body: form, credentials: 'same-origin' });
    const body = (await res.json().catch(() => ({}))) as { message?: string; field?: string };
    return { ok: res.ok, status: res.status, message: body.message ?? (res.ok ? 'Application sent' : 'The application could not be sent. Please try again.'), field: body.field };
  } catch {
    return { ok: false, status: 0, message: 'The site could not be reached. Check your connection and try again.' };
  }
}
