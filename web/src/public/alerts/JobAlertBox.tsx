// "Get these jobs by e-mail" on the jobs page, for the search in the URL (keywords, category, location). The server
// draws it for a visitor: a plain form posted to /alerts/subscribe, so it works without JavaScript; with script it
// subscribes through the API and says what happened in place. A signed-in learner (known after hydration) just clicks.
// A refusal takes the focus to the e-mail field or the message, and is announced; the answer takes the focus of the
// form or button it replaces (../../components/formProblems).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useMutation } from 'urql';
import { ProblemSummary, useRefusalFocus } from '../../components/formProblems';
import { paths } from '../../routes';
import { useLearnerSession } from '../account/LearnerSession';
import { Field, FormMessage } from '../formFields';
import { problemsOf } from '../account/learnerApi';
import type { CategoryInfo } from '../jobs/format';
import { SubscribeJobAlertMutation } from './alertsApi';
import { describeAlertSearch } from './alertSearch';
import './alerts.css';

export interface JobAlertBoxProps {
  q: string;
  category: CategoryInfo | undefined;
  location: string;
  /** The page is also filtered by job type or salary, which alerts do not keep. */
  otherFilters?: boolean;
}

export function JobAlertBox({ q, category, location, otherFilters = false }: JobAlertBoxProps) {
  const { learner } = useLearnerSession();
  const [{ fetching, error, data }, subscribe] = useMutation(SubscribeJobAlertMutation);
  const [sentFor, setSentFor] = useState<string | null>(null);
  // Around the form (or the learner's button): its problems take the focus.
  const { form: body, refusals, refused } = useRefusalFocus<HTMLDivElement>();
  const search = { q, category, location };
  const key = JSON.stringify([q, category?.value ?? '', location]);
  // An answer belongs to the search it was given for: another search starts afresh.
  const answered = sentFor === key && data && !error ? data.subscribeJobAlert.message : null;
  const problems = sentFor === key ? problemsOf(error) : { message: null, fields: {} };
  const input = { keywords: q || null, category: category?.value ?? null, location: location || null };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setSentFor(key);
    if ((await subscribe({ input: { ...input, email } })).error) refused();
  };
  const subscribeLearner = async () => {
    setSentFor(key);
    if ((await subscribe({ input })).error) refused();
  };
  // Without an e-mail field, a refusal about one (an address not confirmed yet) is said above the button.
  const learnerProblem = { message: problems.message ?? Object.values(problems.fields)[0] ?? null, fields: {} };

  return (
    <details className="alert-box" data-testid="job-alert-box">
      <summary>Get these jobs by e-mail</summary>
      <div className="alert-box__body" ref={body}>
        <p>
          New jobs for <strong>{describeAlertSearch(search)}</strong>, in one mail at most once a day. Every mail has a link to stop it.
          {otherFilters && <span className="alert-box__note"> Job type and salary are not part of alerts.</span>}
        </p>
        {learner ? (
          <>
            <FormMessage problems={learnerProblem} success={answered} successTakesFocus />
            {!answered && (
              <button type="button" className="button button--primary" disabled={fetching} aria-busy={fetching || undefined} onClick={subscribeLearner}>
                E-mail me these jobs at {learner.email}
              </button>
            )}
            <p className="alert-box__note">
              Your alerts are on <Link to={paths.account.home}>My account</Link>.
            </p>
          </>
        ) : answered ? (
          <FormMessage problems={problems} success={answered} successTakesFocus />
        ) : (
          <form className="alert-box__form" method="post" action={paths.alerts.subscribe} onSubmit={onSubmit} noValidate>
            <input type="hidden" name="q" value={q} />
            <input type="hidden" name="category" value={category?.value ?? ''} />
            <input type="hidden" name="location" value={location} />
            <FormMessage problems={problems} />
            <ProblemSummary key={refusals} count={Object.keys(problems.fields).length} />
            <Field label="Your e-mail (we mail you a link to confirm it)" name="email" type="email" autoComplete="email" problems={problems} />
            <button type="submit" className="button button--primary" disabled={fetching} aria-busy={fetching || undefined}>
              Send me these jobs
            </button>
          </form>
        )}
      </div>
    </details>
  );
}
