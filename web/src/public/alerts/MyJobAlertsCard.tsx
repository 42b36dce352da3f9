// "Job alerts" on My account: the signed-in learner's alerts, each with its jobs, Edit (its search, in place), Pause or
// Resume (a paused alert is marked and mailed nothing until resumed) and Remove. Needs script, like the rest of what is
// personal on the page (the learner session loads in the browser).
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { ProblemSummary, takeFocus, useFocusAfterEach, useRefusalFocus } from '../../components/formProblems';
import { useMutation, useQuery } from 'urql';
import { LIMITS } from '../../../../gateway/src/services/limits';
import type { JobCategory } from '../../gql/graphql';
import { paths } from '../../routes';
import { problemsOf, type FormProblems } from '../account/learnerApi';
import { JOB_CATEGORIES } from '../jobs/format';
import { FormMessage } from '../formFields';
import { DeleteJobAlertMutation, JobAlertLocationsQuery, MyJobAlertsQuery, SetJobAlertPausedMutation, UpdateJobAlertMutation } from './alertsApi';
import { alertJobsHref, alertSearchOf, describeAlertSearch, type AlertSearch } from './alertSearch';
import './alerts.css';

const since = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

interface Alert {
  id: string;
  keywords: string;
  category?: JobCategory | null;
  location: string;
}

/**
 * What the card last did, for its message: a removal (its mutation's answer), a change (the new search), or a pause or
 * resume (its mutation's answer; `paused` is what was asked for).
 */
type Answer = { kind: 'removed' } | { kind: 'changed'; search: AlertSearch } | { kind: 'paused'; paused: boolean; search: AlertSearch };

function pausedMessage(paused: boolean, search: AlertSearch): string {
  return paused
    ? `Job alert paused: no mails for ${describeAlertSearch(search)} until you resume it.`
    : `Job alert resumed: we will mail you new jobs for ${describeAlertSearch(search)} posted from now on.`;
}

export function MyJobAlertsCard() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: MyJobAlertsQuery, requestPolicy: 'cache-and-network' });
  const [removal, remove] = useMutation(DeleteJobAlertMutation);
  const [pausing, setPaused] = useMutation(SetJobAlertPausedMutation);
  // The alert whose Pause or Resume is under way: its button is disabled until the answer, which then takes the focus.
  const [pausingId, setPausingId] = useState<string | null>(null);
  const alerts = data?.myJobAlerts ?? [];
  // Each answer takes the focus (a removal's Remove is gone with the alert; a change's form is closed): the success
  // message, or the refusal.
  const [answers, setAnswers] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const { form: card, refused } = useRefusalFocus<HTMLElement>();
  // The alert whose search is being changed (one at a time); closing its form without saving gives the focus back to
  // its Edit button.
  const [editing, setEditing] = useState<string | null>(null);
  const [closed, setClosed] = useState<{ id: string; count: number }>({ id: '', count: 0 });
  useFocusAfterEach(closed.count, () => [...(card.current?.querySelectorAll<HTMLElement>('[data-edit-alert]') ?? [])].find((b) => b.dataset.editAlert === closed.id));
  const success =
    answer?.kind === 'changed'
      ? `Job alert changed: we will mail you new jobs for ${describeAlertSearch(answer.search)}.`
      : answer?.kind === 'removed' && removal.data?.deleteJobAlert && !removal.error
        ? 'Job alert removed.'
        : answer?.kind === 'paused' && pausing.data?.setJobAlertPaused && !pausing.error
          ? pausedMessage(answer.paused, answer.search)
          : null;
  const refusal = answer?.kind === 'removed' ? removal.error : answer?.kind === 'paused' ? pausing.error : undefined;
  return (
    <section ref={card} className="account-card" aria-labelledby="account-alerts" data-testid="my-job-alerts">
      <h2 id="account-alerts">Job alerts</h2>
      <FormMessage
        key={answers}
        problems={problemsOf(refusal ?? (data ? undefined : error))}
        success={success}
        successTakesFocus={answers > 0}
      />
      {!data && fetching ? (
        <p className="muted">Loading your job alerts…</p>
      ) : alerts.length === 0 ? (
        <p className="muted">
          No job alerts. Search the <Link to={paths.jobs}>jobs page</Link> and choose “Get these jobs by e-mail” to hear about new jobs, at most once a day.
        </p>
      ) : (
        <>
          <p>
            New jobs for each search are mailed to {alerts[0]!.email}, at most once a day.
            {alerts.some((a) => a.paused) && ' Paused alerts are mailed nothing until you resume them.'}
          </p>
          <ul className="alert-list">
            {alerts.map((alert) => {
              const search = alertSearchOf(alert);
              if (editing === alert.id) {
                return (
                  <li key={alert.id} className="alert-list__editing">
                    <ChangeAlertForm
                      alert={alert}
                      onSaved={(saved) => {
                        setEditing(null);
                        setAnswer({ kind: 'changed', search: saved });
                        setAnswers((n) => n + 1);
                        refetch({ requestPolicy: 'network-only' });
                      }}
                      onCancel={() => {
                        setEditing(null);
                        setClosed((c) => ({ id: alert.id, count: c.count + 1 }));
                      }}
                    />
                  </li>
                );
              }
              return (
                <li key={alert.id}>
                  <span className="alert-list__what">
                    <Link to={alertJobsHref(search)}>{describeAlertSearch(search)}</Link>
                    {alert.paused && <span className="badge badge--paused">Paused</span>}
                    <span className="alert-list__since">Since {since(alert.createdAt)}</span>
                  </span>
                  <span className="alert-list__actions">
                    <button
                      type="button"
                      className="link-button"
                      data-edit-alert={alert.id}
                      aria-label={`Edit the job alert for ${describeAlertSearch(search)}`}
                      onClick={() => setEditing(alert.id)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      disabled={pausingId === alert.id}
                      aria-busy={pausingId === alert.id || undefined}
                      aria-label={`${alert.paused ? 'Resume' : 'Pause'} the job alert for ${describeAlertSearch(search)}`}
                      onClick={async () => {
                        const paused = !alert.paused;
                        setPausingId(alert.id);
                        const result = await setPaused({ id: alert.id, paused });
                        setPausingId(null);
                        setAnswer({ kind: 'paused', paused, search });
                        setAnswers((n) => n + 1);
                        if (result.error) refused();
                        else refetch({ requestPolicy: 'network-only' });
                      }}
                    >
                      {alert.paused ? 'Resume' : 'Pause'}
                    </button>
                    <button
                      type="button"
                      className="link-button"
                      // Not disabled while a removal is under way (that would drop the focus): clicks wait for it.
                      aria-disabled={removal.fetching || undefined}
                      aria-label={`Remove the job alert for ${describeAlertSearch(search)}`}
                      onClick={async () => {
                        if (removal.fetching) return;
                        const result = await remove({ id: alert.id });
                        setAnswer({ kind: 'removed' });
                        setAnswers((n) => n + 1);
                        if (result.error) refused();
                        else refetch({ requestPolicy: 'network-only' });
                      }}
                    >
                      Remove
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

const NO_PROBLEMS: FormProblems = { message: null, fields: {} };

/**
 * An alert's search as a form: the jobs page's keywords, category and location (any place may be typed; the places
 * jobs name now are suggested). Its first field takes the focus as it opens (in place of the Edit button); a refusal moves the focus to the
 * first field in error, or to the message (another alert of the same search), and is announced.
 */
function ChangeAlertForm({ alert, onSaved, onCancel }: { alert: Alert; onSaved: (search: AlertSearch) => void; onCancel: () => void }) {
  const [{ fetching, error }, update] = useMutation(UpdateJobAlertMutation);
  // Suggestions only: the form works without them.
  const [{ data: places }] = useQuery({ query: JobAlertLocationsQuery });
  const { form, refusals, refused } = useRefusalFocus();
  const problems = error ? problemsOf(error) : NO_PROBLEMS;
  const id = useId();
  const described = describeAlertSearch(alertSearchOf(alert));
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const category = String(values.get('category') ?? '');
    const result = await update({
      id: alert.id,
      input: { keywords: String(values.get('keywords') ?? ''), category: category ? (category as JobCategory) : null, location: String(values.get('location') ?? '') },
    });
    if (result.data) onSaved(alertSearchOf(result.data.updateJobAlert));
    else if (result.error) refused();
  };
  const fieldProps = (name: 'keywords' | 'category' | 'location') => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': problems.fields[name] ? true : undefined,
    'aria-describedby': problems.fields[name] ? `${id}-${name}-problem` : undefined,
  });
  const problemOf = (name: 'keywords' | 'category' | 'location') =>
    problems.fields[name] && (
      <p className="lead-form__error" id={`${id}-${name}-problem`}>
        {problems.fields[name]}
      </p>
    );
  return (
    <form ref={form} className="alert-edit" aria-label={`Edit the job alert for ${described}`} onSubmit={onSubmit} noValidate>
      <FormMessage problems={problems} />
      <ProblemSummary key={refusals} count={Object.keys(problems.fields).length} />
      <div className="field">
        <label htmlFor={`${id}-keywords`}>Keywords</label>
        <input {...fieldProps('keywords')} type="text" defaultValue={alert.keywords} maxLength={LIMITS.search} placeholder="Title, company, skill or place" ref={takeFocus} />
        {problemOf('keywords')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select {...fieldProps('category')} defaultValue={alert.category ?? ''}>
          <option value="">Any category</option>
          {JOB_CATEGORIES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {problemOf('category')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-location`}>Location (empty for anywhere)</label>
        <input {...fieldProps('location')} type="text" defaultValue={alert.location} maxLength={LIMITS.alertLocation} list={`${id}-places`} autoComplete="off" />
        <datalist id={`${id}-places`}>
          {places?.jobLocations.map((p) => (
            <option key={p.location} value={p.location} />
          ))}
        </datalist>
        {problemOf('location')}
      </div>
      <div className="account-actions">
        <button type="submit" className="button button--primary" disabled={fetching} aria-busy={fetching || undefined}>
          Save alert
        </button>
        <button type="button" className="button button--outline" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
