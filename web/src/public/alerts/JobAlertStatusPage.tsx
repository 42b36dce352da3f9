// /alerts?result=…: what a job alert's confirmation or unsubscribe link did, or what the jobs page's alert form (sent
// without JavaScript) did (noindex). The gateway answers the links and the form and comes here (rest/alerts.ts); the
// alert's search, when given (q, category, location), links back to its jobs.
import { Link, useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/usePageMeta';
import { paths } from '../../routes';
import { readJobsUrlState } from '../jobs/jobsUrlState';
import { pageTitle } from '../site';
import { useSiteSettings } from '../siteSettings';
import { alertJobsHref, describeAlertSearch, type AlertSearch } from './alertSearch';
import './alerts.css';

interface Outcome {
  title: string;
  text: (search: AlertSearch | null, supportEmail: string) => string;
  ok: boolean;
  /** The jobs link's words: to see the jobs, or to set the alert up again. */
  action: 'see' | 'again';
}

const searchText = (search: AlertSearch | null) => (search ? ` for ${describeAlertSearch(search)}` : '');

const OUTCOMES: Record<string, Outcome> = {
  sent: {
    title: 'Check your inbox',
    text: () => 'We have mailed you a link to confirm your job alert. Open it within 24 hours; nothing is sent until you do.',
    ok: true,
    action: 'see',
  },
  saved: {
    title: 'Job alert saved',
    text: (s) => `We will mail you the new jobs${searchText(s)}, at most once a day. Your alerts are on My account.`,
    ok: true,
    action: 'see',
  },
  confirmed: {
    title: 'Your job alert is on',
    text: (s) => `You will get a mail with the new jobs${searchText(s)}, at most once a day. Every mail has a link to stop it.`,
    ok: true,
    action: 'see',
  },
  'confirm-expired': {
    title: 'This confirmation link has expired',
    text: () => 'A confirmation link works for 24 hours. Set the alert up again on the jobs page and we will mail you a new one.',
    ok: false,
    action: 'again',
  },
  'confirm-used': {
    title: 'This job alert is already confirmed',
    text: () => 'This link was used already: the alert is on. Every alert mail has a link to stop it.',
    ok: true,
    action: 'see',
  },
  'confirm-invalid': {
    title: 'This confirmation link is not valid',
    text: () => 'Check that you opened the whole link from the mail, or set the alert up again on the jobs page.',
    ok: false,
    action: 'again',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: (s) => `You will get no more mails for this job alert${searchText(s)}.`,
    ok: true,
    action: 'again',
  },
  'unsubscribe-used': {
    title: 'You are already unsubscribed',
    text: () => 'This link was used already: this job alert sends you nothing more.',
    ok: true,
    action: 'again',
  },
  'unsubscribe-invalid': {
    title: 'This unsubscribe link is not valid',
    text: (_s, support) => `Check that you opened the whole link from the mail. If alert mails keep coming, use the link in the newest one, or write to us${support ? ` at ${support}` : ''}.`,
    ok: false,
    action: 'see',
  },
  'invalid-email': { title: 'Your job alert was not started', text: () => 'That e-mail address does not look right. Please check it and try again.', ok: false, action: 'again' },
  throttled: { title: 'Your job alert was not started', text: () => 'Too many job alert requests were made just now. Please try again in an hour.', ok: false, action: 'again' },
  'too-many': { title: 'Your job alert was not started', text: () => 'You have 10 job alerts, the most one address can have. Remove one on My account first.', ok: false, action: 'again' },
  'confirm-address': { title: 'Confirm your e-mail address first', text: () => 'Open the link we mailed you when you signed up, then set the alert up again.', ok: false, action: 'again' },
  'cross-site': { title: 'Your job alert was not started', text: () => 'This form can only be sent from our own pages. Please try again from the jobs page.', ok: false, action: 'again' },
  refused: { title: 'Your job alert was not started', text: () => 'The search could not be saved as an alert. Please try again from the jobs page.', ok: false, action: 'again' },
};

const GENERIC: Outcome = {
  title: 'Job alerts',
  text: () => 'Search the jobs page, then choose “Get these jobs by e-mail” to hear about new jobs like them, at most once a day.',
  ok: true,
  action: 'see',
};

export function JobAlertStatusPage() {
  const [params] = useSearchParams();
  const outcome = OUTCOMES[params.get('result') ?? ''] ?? GENERIC;
  const state = readJobsUrlState(params);
  const search: AlertSearch | null = state.q || state.category || state.location ? { q: state.q, category: state.category, location: state.location } : null;
  const { siteName, supportEmail } = useSiteSettings();
  usePageMeta(pageTitle(siteName, outcome.title), outcome.title, { noindex: true });
  const jobsLink = search ? alertJobsHref(search) : paths.jobs;
  return (
    <div className="alert-status">
      <h1>{outcome.title}</h1>
      <p className={`form-message ${outcome.ok ? 'form-message--success' : 'form-message--error'}`} role={outcome.ok ? 'status' : 'alert'}>
        {outcome.text(search, supportEmail)}
      </p>
      <div className="alert-status__actions">
        <Link className="button button--primary" to={jobsLink}>
          {outcome.action === 'again' ? (search ? 'Set up this alert again' : 'Go to the jobs page') : search ? 'See these jobs' : 'See the jobs'}
        </Link>
        <Link className="button button--outline" to={paths.account.home}>
          My account
        </Link>
      </div>
    </div>
  );
}
