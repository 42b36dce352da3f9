// What a learner typed into a job's application form (phone, note, which CV; never the file), kept in the tab's
// sessionStorage while they type, so that reloading /jobs/:id/apply or reopening the dialog brings it back. Keyed by
// the learner and the job: another learner signing in on the same computer never gets it. Dropped once the application
// is sent, or when the learner discards it.

export interface ApplicationDraft {
  phone: string;
  note: string;
  /** ON_FILE, UPLOAD or NONE. */
  cv: string;
}

export const draftKey = (learnerId: string, jobId: string) => `application-draft:${learnerId}:${jobId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the form still works, without a draft.
    return null;
  }
}

export function readDraft(learnerId: string, jobId: string): ApplicationDraft | null {
  try {
    const text = storage()?.getItem(draftKey(learnerId, jobId));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<ApplicationDraft>;
    return { phone: String(draft.phone ?? ''), note: String(draft.note ?? ''), cv: String(draft.cv ?? '') };
  } catch {
    return null;
  }
}

export function keepDraft(learnerId: string, jobId: string, draft: ApplicationDraft) {
  try {
    storage()?.setItem(draftKey(learnerId, jobId), JSON.stringify(draft));
  } catch {
    // Full or refused: nothing kept, nothing lost that the form does not still show.
  }
}

export function dropDraft(learnerId: string, jobId: string) {
  try {
    storage()?.removeItem(draftKey(learnerId, jobId));
  } catch {
    // As above.
  }
}
