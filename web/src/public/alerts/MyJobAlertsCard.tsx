// "Job alerts" on My account: the signed-in learner's alerts, each with its jobs and Remove.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRefusalFocus } from '../../components/formProblems';
import { useMutation, useQuery } from 'urql';
import { paths } from '../../routes';
import { problemsOf } from '../account/learnerApi';
import { FormMessage } from '../LoginModal';
import { DeleteJobAlertMutation, MyJobAlertsQuery } from './alertsApi';
import { alertJobsHref, alertSearchOf, describeAlertSearch } from './alertSearch';
import './alerts.css';

const since = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function MyJobAlertsCard() {
  const [{ data, fetching, error }, refetch] = useQuery({ query: MyJobAlertsQuery, requestPolicy: 'cache-and-network' });
  const [removal, remove] = useMutation(DeleteJobAlertMutation);
  const alerts = data?.myJobAlerts ?? [];
  // Each removal's answer takes the focus (its Remove is gone with the alert): the success message, or the refusal.
  const [removals, setRemovals] = useState(0);
  const { form: card, refused } = useRefusalFocus<HTMLElement>();
  return (
    <section ref={card} className="account-card" aria-labelledby="account-alerts" data-testid="my-job-alerts">
      <h2 id="account-alerts">Job alerts</h2>
      <FormMessage
        key={removals}
        problems={problemsOf(removal.error ?? (data ? undefined : error))}
        success={removal.data?.deleteJobAlert && !removal.error ? 'Job alert removed.' : null}
        successTakesFocus={removals > 0}
      />
      {!data && fetching ? (
        <p className="muted">Loading your job alerts…</p>
      ) : alerts.length === 0 ? (
        <p className="muted">
          No job alerts. Search the <Link to={paths.jobs}>jobs page</Link> and choose “Get these jobs by e-mail” to hear about new jobs, at most once a day.
        </p>
      ) : (
        <>
          <p>New jobs for each search are mailed to {alerts[0]!.email}, at most once a day.</p>
          <ul className="alert-list">
            {alerts.map((alert) => {
              const search = alertSearchOf(alert);
              return (
                <li key={alert.id}>
                  <span className="alert-list__what">
                    <Link to={alertJobsHref(search)}>{describeAlertSearch(search)}</Link>
                    <span className="alert-list__since">Since {since(alert.createdAt)}</span>
                  </span>
                  <button
                    type="button"
                    className="link-button"
                    // Not disabled while a removal is under way (that would drop the focus): clicks wait for it.
                    aria-disabled={removal.fetching || undefined}
                    aria-label={`Remove the job alert for ${describeAlertSearch(search)}`}
                    onClick={async () => {
                      if (removal.fetching) return;
                      const result = await remove({ id: alert.id });
                      setRemovals((n) => n + 1);
                      if (result.error) refused();
                      else refetch({ requestPolicy: 'network-only' });
                    }}
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
