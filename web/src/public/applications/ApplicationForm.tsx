// The application form of a job taken on this site (issue 28, item 1), in the Apply Now dialog and on its own page
// (/jobs/:id/apply). The server draws the same form for everyone: a plain multipart POST to /jobs/:id/apply, which
// works without JavaScript for a signed-in learner. With script, who is asking decides what shows: a sign-in prompt
// (the login modal, coming back here), "confirm your e-mail first", the application already sent, or the form with
// the CV on file and the profile's phone, sent through the API. A refused submit moves the focus to the first field in
// error, or to the message, and is announced (../../components/formProblems, as the login modal does); what replaces
// the form (sent, the job closed, signed out meanwhile) takes the focus, which would otherwise fall outside the dialog.
// What the learner types is kept for the tab (./applicationDraft.ts) until it is sent or discarded; once sent, every
// Apply Now of the page behind the dialog asks again whether the learner applied, and says so (./ApplyNow.tsx).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useClient, useMutation, useQuery } from 'urql';
import { ProblemSummary, takeFocus, useRefusalFocus } from '../../components/formProblems';
import { useScriptReady } from '../../components/useScriptReady';
import type { ApplyMethod, JobState } from '../../gql/graphql';
import { paths } from '../../routes';
import { problemsOf, ResendConfirmationMutation, type FormProblems } from '../account/learnerApi';
import { SessionPending, useLearnerSession, type Learner } from '../account/LearnerSession';
import { dropDraft, keepDraft, readDraft, type ApplicationDraft } from './applicationDraft';
import { applyWithNewCv, ApplyToJobMutation, MyApplicationForJobQuery, MyAppliedJobsQuery } from './applicationsApi';
import { formatDay, STAGE_LABELS } from './stages';
import './applications.css';
import { CV_TOO_LARGE, LIMITS, PHONE_HINT, PHONE_INVALID } from '../../../../gateway/src/services/limits';

export interface ApplyJob {
  id: string;
  title: string;
  companyname: string;
  state: JobState;
  applyMethod: ApplyMethod;
}

export const ALREADY_APPLIED = 'You have already applied to this job';
export const NOT_ACCEPTING = 'This job is no longer accepting applications';

/** What the gateway's answer to the form posted without JavaScript named (`?problem=`), in words. */
export const POSTED_PROBLEMS: Record<string, string> = {
  signin: 'Sign in first (Login at the top of the page), then open this page again and send the form.',
  unconfirmed: 'Confirm your e-mail address first: open the link we mailed you, then apply.',
  'already-applied': ALREADY_APPLIED,
  closed: NOT_ACCEPTING,
  elsewhere: "This job takes applications on the company's own site or by e-mail, not here",
  phone: PHONE_INVALID,
  note: `Note must be at most ${LIMITS.applicationNote} characters`,
  'no-cv': 'You have no CV on file: upload one with this application, or send it without a CV',
  'cv-missing': 'Choose a CV to upload',
  'cv-type': 'A CV must be a PDF or a Word document (.docx)',
  'cv-size': CV_TOO_LARGE,
  throttled: 'Too many applications in an hour. Try again later.',
  'cross-site': 'This form can only be sent from our own pages. Please try again.',
};
const COULD_NOT_SEND = 'The application could not be sent. Please try again.';
const CV_CHOICES = ['ON_FILE', 'UPLOAD', 'NONE'];

/** Where the login modal's sign-up brings the learner back to (its confirmation link). */
export const applyPath = (jobId: string) => paths.jobApply(jobId);

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`);

/** The outcome of the form posted without JavaScript, read from the page's URL. */
export interface PostedOutcome {
  sent: boolean;
  problem: string | null;
}

export function ApplicationForm({ job, posted, onApplied }: { job: ApplyJob; posted?: PostedOutcome; onApplied?: () => void }) {
  const scriptReady = useScriptReady();
  const { learner } = useLearnerSession();
  // The session ended while the form was shown (signed out in another tab: its next request was refused): the sign-in
  // prompt shows above the form, which says so and takes the focus, and the form stays as it was typed (drawn for the
  // learner it was shown to), to be sent once signed in again.
  const [shownTo, setShownTo] = useState(learner);
  const [kept, setKept] = useState<Learner | null>(null);
  // Signed in from the prompt: a status says so and takes the focus (the prompt's button is gone).
  const [signIns, setSignIns] = useState(0);
  if (learner !== shownTo) {
    setShownTo(learner);
    if (shownTo && learner === null) setKept(shownTo);
    if (shownTo === null && learner) setSignIns((n) => n + 1);
  }
  if (job.state !== 'OPEN') return <p className="form-message form-message--error" role="status">{NOT_ACCEPTING}.</p>;
  if (job.applyMethod !== 'SITE') {
    return (
      <p>
        {job.companyname} takes applications on its own site or by e-mail:{' '}
        <a href={`${paths.job(job.id)}/apply-elsewhere`} rel="nofollow">
          apply there
        </a>
        .
      </p>
    );
  }
  // The server's HTML (and the first render in the browser): the form that posts without script.
  if (!scriptReady) return <PlainForm job={job} posted={posted} />;
  if (learner === undefined) return <SessionPending />;
  // (Keyed by the learner: another one signing in gets an empty form, what was typed not being theirs.)
  const shown = learner ?? kept;
  if (!shown) return <SignInFirst job={job} />;
  if (!shown.emailVerified) return <ConfirmFirst learner={shown} />;
  const again = !!kept && kept.id === learner?.id;
  return (
    <>
      {learner === null && <SignInFirst job={job} signedOutMeanwhile />}
      {learner && signIns > 0 && (
        <p key={signIns} className="form-message form-message--success" role="status" tabIndex={-1} ref={takeFocus}>
          {again ? `You are signed in again as ${learner.name}: your application is as you left it, send it when you are ready.` : `You are signed in as ${learner.name}.`}
        </p>
      )}
      <LearnerApplication key={shown.id} job={job} learner={shown} posted={posted} signedOut={learner === null} onApplied={onApplied} />
    </>
  );
}

/** The fields both forms share: which CV, the phone and the note. */
function CvChoice({ learner, problems, onChoose, choice, fileInput }: {
  learner: Learner | null;
  problems: FormProblems;
  choice: string;
  onChoose?: (choice: string) => void;
  fileInput?: React.RefObject<HTMLInputElement | null>;
}) {
  const id = useId();
  const problem = problems.fields.cv;
  const onFile = learner?.cv;
  // The server's form leaves the choice to the browser; with script the form follows it (the file input picks UPLOAD).
  const radio = (value: string) => (onChoose ? { checked: choice === value, onChange: () => onChoose(value) } : { defaultChecked: choice === value });
  return (
    <fieldset className="apply-form__cv" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend>Your CV</legend>
      {(learner === null || onFile) && (
        <label className="apply-form__choice">
          <input type="radio" name="cvChoice" value="ON_FILE" {...radio('ON_FILE')} />
          <span>{onFile ? <>The CV on my account: <strong>{onFile.fileName}</strong> ({sizeText(onFile.size)})</> : 'The CV on my account'}</span>
        </label>
      )}
      <label className="apply-form__choice">
        <input type="radio" name="cvChoice" value="UPLOAD" {...radio('UPLOAD')} />
        <span>A new CV (PDF or Word .docx, at most 5 MB)</span>
      </label>
      <div className="apply-form__file">
        <label htmlFor={`${id}-file`} className="visually-hidden">
          CV file
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="cv"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={() => onChoose?.('UPLOAD')}
        />
        <label className="apply-form__choice apply-form__keep">
          <input type="checkbox" name="keepCvOnFile" defaultChecked />
          <span>Also keep it as the CV on my account</span>
        </label>
      </div>
      <label className="apply-form__choice">
        <input type="radio" name="cvChoice" value="NONE" {...radio('NONE')} />
        <span>No CV for now</span>
      </label>
      {problem && (
        <p className="lead-form__error" id={`${id}-problem`}>
          {problem}
        </p>
      )}
    </fieldset>
  );
}

function PhoneAndNote({ problems, phone, note = '' }: { problems: FormProblems; phone: string; note?: string }) {
  const id = useId();
  const [length, setLength] = useState(note.length);
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Mobile number</label>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          autoComplete="tel-national"
          required
          defaultValue={phone}
          aria-invalid={problems.fields.phone ? true : undefined}
          aria-describedby={`${id}-phone-hint${problems.fields.phone ? ` ${id}-phone-problem` : ''}`}
        />
        <p className="field__hint" id={`${id}-phone-hint`}>
          {PHONE_HINT}: the placement cell calls you on it
        </p>
        {problems.fields.phone && (
          <p className="lead-form__error" id={`${id}-phone-problem`}>
            {problems.fields.phone}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>A short note (optional)</label>
        <textarea
          id={`${id}-note`}
          name="note"
          maxLength={LIMITS.applicationNote}
          rows={4}
          defaultValue={note}
          onChange={(e) => setLength(e.currentTarget.value.length)}
          aria-invalid={problems.fields.note ? true : undefined}
          aria-describedby={`${id}-note-hint${problems.fields.note ? ` ${id}-note-problem` : ''}`}
        />
        <p className="field__hint" id={`${id}-note-hint`}>
          Why you fit the role, when you can join: at most {LIMITS.applicationNote} characters{length ? ` (${LIMITS.applicationNote - length} left)` : ''}
        </p>
        {problems.fields.note && (
          <p className="lead-form__error" id={`${id}-note-problem`}>
            {problems.fields.note}
          </p>
        )}
      </div>
    </>
  );
}

/** The form as the server draws it: posted to /jobs/:id/apply as multipart, so it works without JavaScript. */
function PlainForm({ job, posted }: { job: ApplyJob; posted?: PostedOutcome }) {
  const problem = posted?.problem ? (POSTED_PROBLEMS[posted.problem] ?? COULD_NOT_SEND) : null;
  if (posted?.sent) {
    return (
      <p className="form-message form-message--success" role="status">
        Your application is sent. We have mailed you a confirmation; <a href={paths.account.applications}>My applications</a> shows where it stands.
      </p>
    );
  }
  const fields: Record<string, string> = problem && posted?.problem && ['phone', 'note'].includes(posted.problem) ? { [posted.problem]: problem } : {};
  return (
    <form className="apply-form" method="post" action={paths.jobApply(job.id)} encType="multipart/form-data">
      {problem && !Object.keys(fields).length && (
        <p className="form-message form-message--error" role="alert">
          {problem}
        </p>
      )}
      <p className="muted apply-form__intro">
        You apply with your learner account: <a href={paths.account.home}>sign in</a> first.
      </p>
      <CvChoice learner={null} problems={{ message: null, fields: {} }} choice="ON_FILE" />
      <PhoneAndNote problems={{ message: null, fields }} phone="" />
      <button type="submit" className="button button--accent">
        Send application
      </button>
    </form>
  );
}

function SignInFirst({ job, signedOutMeanwhile = false }: { job: ApplyJob; signedOutMeanwhile?: boolean }) {
  const { openLogin } = useLearnerSession();
  const options = { reason: `Sign in or sign up to apply for ${job.title} at ${job.companyname}.`, returnTo: applyPath(job.id) };
  return (
    <div className="apply-form__gate">
      {signedOutMeanwhile && (
        <p className="form-message form-message--error" role="alert" tabIndex={-1} ref={takeFocus}>
          You are no longer signed in (you may have signed out in another tab or window).
        </p>
      )}
      <p>Sign in to apply: your application goes with your learner account, so you can follow it under My applications. New here? Sign up, confirm your e-mail address, and you come back to this form.</p>
      <div className="account-actions">
        <button type="button" className="button button--primary" onClick={() => openLogin('signin', options)}>
          Login
        </button>
        <button type="button" className="button button--outline" onClick={() => openLogin('signup', options)}>
          Sign Up
        </button>
      </div>
    </div>
  );
}

function ConfirmFirst({ learner }: { learner: Learner }) {
  const [{ fetching, data, error }, resend] = useMutation(ResendConfirmationMutation);
  return (
    <div className="apply-form__gate">
      <p className="form-message form-message--error" role="alert">
        Confirm your e-mail address first: open the link we mailed to {learner.email}, then apply.
      </p>
      {data ? (
        <p className="form-message form-message--success" role="status">
          {data.resendLearnerConfirmation.message}
        </p>
      ) : (
        <>
          {error && <p className="form-message form-message--error">{problemsOf(error).message}</p>}
          <button type="button" className="button button--outline" disabled={fetching} onClick={() => resend({ email: learner.email })}>
            Send the link again
          </button>
        </>
      )}
    </div>
  );
}

/** An application already sent to this job: when, and where it stands. */
function AlreadyApplied({ application, justSent, takesFocus = false }: { application: { appliedAt: string; stage: keyof typeof STAGE_LABELS; cv?: { fileName: string } | null }; justSent: boolean; takesFocus?: boolean }) {
  return (
    <div className="apply-form__done" role="status" tabIndex={takesFocus ? -1 : undefined} ref={takesFocus ? takeFocus : undefined}>
      {justSent ? (
        <p className="form-message form-message--success">
          Your application is sent{application.cv ? ` with ${application.cv.fileName}` : ''}. We have mailed you a confirmation.
        </p>
      ) : (
        <p className="form-message form-message--success">
          You applied on {formatDay(application.appliedAt)}. Stage: <strong>{STAGE_LABELS[application.stage]}</strong>.
        </p>
      )}
      <p>
        <Link to={paths.account.applications}>My applications</Link> shows where it stands, and lets you withdraw it.
      </p>
    </div>
  );
}

function LearnerApplication({ job, learner, posted, signedOut = false, onApplied }: { job: ApplyJob; learner: Learner; posted?: PostedOutcome; signedOut?: boolean; onApplied?: () => void }) {
  const client = useClient();
  const { refresh, openLogin } = useLearnerSession();
  const [{ data, fetching: reading, error: readError }] = useQuery({ query: MyApplicationForJobQuery, variables: { jobId: job.id }, requestPolicy: 'cache-and-network' });
  const [, applyToJob] = useMutation(ApplyToJobMutation);
  // The form as a learner finds it, and what they typed before (reloaded, or the dialog closed and opened again).
  const blank: ApplicationDraft = { phone: learner.phone, note: '', cv: learner.cv ? 'ON_FILE' : 'UPLOAD' };
  const [draft] = useState(() => readDraft(learner.id, job.id));
  const [choice, setChoice] = useState(draft && CV_CHOICES.includes(draft.cv) && (draft.cv !== 'ON_FILE' || learner.cv) ? draft.cv : blank.cv);
  const [drafted, setDrafted] = useState(!!draft);
  // Discarded: the fields are drawn anew, as found, and the note takes the focus (the button is gone).
  const [discards, setDiscards] = useState(0);
  const [problems, setProblems] = useState<FormProblems>({ message: null, fields: {} });
  const [sending, setSending] = useState(false);
  const [justSent, setJustSent] = useState(false);
  const [closed, setClosed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { form, refusals, refused: countRefusal } = useRefusalFocus();
  useEffect(() => {
    if (discards) form.current?.querySelector<HTMLElement>('textarea[name="note"]')?.focus();
  }, [discards, form]);

  const application = data?.myApplicationForJob;
  const applied = !!application;
  useEffect(() => {
    if (!applied) return;
    // Sent (here, or from another tab or device): nothing left to keep.
    dropDraft(learner.id, job.id);
    onApplied?.();
  }, [applied, onApplied, learner.id, job.id]);
  // A refusal while signed out (the session had ended) is stale once signed in again.
  useEffect(() => {
    if (!signedOut) setProblems((p) => (p.message || Object.keys(p.fields).length ? { message: null, fields: {} } : p));
  }, [signedOut]);
  // Sent from this form: the answer takes the place (and the focus) of the form.
  if (application) return <AlreadyApplied application={application} justSent={justSent || !!posted?.sent} takesFocus={justSent} />;
  if (closed) {
    return (
      <p className="form-message form-message--error" role="status" tabIndex={-1} ref={takeFocus}>
        {NOT_ACCEPTING}.
      </p>
    );
  }
  if (!data && reading) {
    return (
      <p className="loading-text" role="status">
        Loading…
      </p>
    );
  }

  const refused = (message: string, fields: Record<string, string> = {}) => {
    setProblems({ message: Object.keys(fields).length ? null : message, fields });
    countRefusal();
  };
  const afterSent = async () => {
    setJustSent(true);
    dropDraft(learner.id, job.id);
    // The answers reach this form's query, and every Apply Now of the page behind the dialog, through the client
    // (each shares its query's results): the form gives way to "sent", Apply Now to "Applied on …".
    await Promise.all([
      client.query(MyApplicationForJobQuery, { jobId: job.id }, { requestPolicy: 'network-only' }).toPromise(),
      client.query(MyAppliedJobsQuery, {}, { requestPolicy: 'network-only' }).toPromise(),
    ]);
  };
  /** Keeps what the form holds now (the CV choice given when it has just changed), or nothing if it is as found. */
  const remember = (formElement: HTMLFormElement, cv = choice) => {
    const values = new FormData(formElement);
    const typed: ApplicationDraft = { phone: String(values.get('phone') ?? ''), note: String(values.get('note') ?? ''), cv };
    const changed = typed.phone !== blank.phone || typed.note !== blank.note || typed.cv !== blank.cv;
    if (changed) keepDraft(learner.id, job.id, typed);
    else dropDraft(learner.id, job.id);
    setDrafted(changed);
  };
  const discard = () => {
    dropDraft(learner.id, job.id);
    setDrafted(false);
    setChoice(blank.cv);
    setProblems({ message: null, fields: {} });
    setDiscards((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Signed out meanwhile: sign in first; the form keeps what was typed.
    if (signedOut) return openLogin('signin', { reason: `Sign in to send your application for ${job.title} at ${job.companyname}.`, returnTo: applyPath(job.id) });
    const values = new FormData(event.currentTarget);
    const phone = String(values.get('phone') ?? '');
    const note = String(values.get('note') ?? '');
    const file = fileInput.current?.files?.[0];
    setProblems({ message: null, fields: {} });
    if (choice === 'UPLOAD') {
      if (!file) return refused('Choose a CV to upload', { cv: 'Choose a CV to upload' });
      if (file.size > LIMITS.cvBytes) return refused(CV_TOO_LARGE, { cv: CV_TOO_LARGE });
    }
    setSending(true);
    try {
      if (choice === 'UPLOAD' && file) {
        const answer = await applyWithNewCv(job.id, { phone, note, keepCvOnFile: values.get('keepCvOnFile') === 'on' }, file);
        if (answer.ok) return await afterSent();
        if (answer.message === NOT_ACCEPTING) return setClosed(true);
        if (answer.message === ALREADY_APPLIED) return void (await afterSent());
        // Not signed in any more (signed out in another tab): the session asks again, and the form gives way.
        if (answer.status === 401) void refresh();
        return refused(answer.message, answer.field && ['cv', 'phone', 'note'].includes(answer.field) ? { [answer.field]: answer.message } : {});
      }
      const result = await applyToJob({ jobId: job.id, input: { phone, note, cv: choice === 'NONE' ? 'NONE' : 'ON_FILE' } });
      if (result.data?.applyToJob) return await afterSent();
      const found = problemsOf(result.error);
      const message = result.error?.graphQLErrors[0]?.message;
      if (message === NOT_ACCEPTING) return setClosed(true);
      if (message === ALREADY_APPLIED) return void (await afterSent());
      refused(found.message ?? '', found.fields);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      className="apply-form"
      onSubmit={onSubmit}
      noValidate
      onChange={(event) => {
        const field = event.target as unknown as { name: string; value: string; type: string };
        if (field.name === 'keepCvOnFile') return;
        remember(event.currentTarget, field.name === 'cvChoice' ? field.value : field.type === 'file' ? 'UPLOAD' : choice);
      }}
    >
      {readError && !data && !signedOut && <p className="form-message form-message--error">{problemsOf(readError).message}</p>}
      {/* Signed out meanwhile: the prompt above says so (and takes the focus), not the refusal that found out. */}
      {problems.message && !signedOut && (
        <p className="form-message form-message--error" role="alert" tabIndex={-1}>
          {problems.message}
        </p>
      )}
      <ProblemSummary key={refusals} count={Object.keys(problems.fields).length} />
      <p className="muted apply-form__intro">
        Applying as <strong>{learner.name}</strong> ({learner.email}).
      </p>
      <CvChoice learner={learner} problems={problems} choice={choice} onChoose={setChoice} fileInput={fileInput} />
      <PhoneAndNote key={discards} problems={problems} phone={discards ? blank.phone : (draft?.phone ?? blank.phone)} note={discards ? '' : (draft?.note ?? '')} />
      <div className="apply-form__actions">
        <button type="submit" className="button button--accent" disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Sending…' : 'Send application'}
        </button>
        {drafted && (
          <button type="button" className="link-button" onClick={discard}>
            Discard what I typed
          </button>
        )}
      </div>
    </form>
  );
}
