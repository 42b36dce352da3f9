// Save / Saved on a job card or page. The server's HTML has it too, disabled until the page's script runs (it needs
// it), so that its place is taken from the first paint and hydration moves nothing; the saved state is asked only for a
// signed-in learner, after hydration (mySavedJobIds, one request shared by every button on the page). A visitor who is
// not signed in gets the login modal, and the job is saved once they are; so does a learner whose session ended
// elsewhere (signed out in another tab, the password changed on another device), whose save was refused for it.
import { useEffect, useRef, useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import { useScriptReady } from '../../components/useScriptReady';
import { problemsOf } from '../account/learnerApi';
import { useLearnerSession } from '../account/LearnerSession';
import { MySavedJobIdsQuery, SaveJobMutation, UnsaveJobMutation } from './applicationsApi';
import './applications.css';

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.2 3.5 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.7 0 5.7 3.7 4.5 6.9-1.8 4.5-9.3 9.1-9.3 9.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The ids of the signed-in learner's saved jobs (undefined until known; empty for nobody signed in). */
export function useSavedJobIds(): { ids: readonly string[] | undefined; refresh: () => Promise<void> } {
  const { learner } = useLearnerSession();
  const client = useClient();
  const [{ data }] = useQuery({ query: MySavedJobIdsQuery, pause: !learner });
  const refresh = async () => {
    await client.query(MySavedJobIdsQuery, {}, { requestPolicy: 'network-only' }).toPromise();
  };
  return { ids: learner ? data?.mySavedJobIds : learner === null ? [] : undefined, refresh };
}

export function SaveJobButton({ jobId, jobTitle, className = '' }: { jobId: string; jobTitle: string; className?: string }) {
  const scriptReady = useScriptReady();
  const { learner, openLogin } = useLearnerSession();
  const { ids, refresh } = useSavedJobIds();
  const [{ fetching: saving }, save] = useMutation(SaveJobMutation);
  const [{ fetching: unsaving }, unsave] = useMutation(UnsaveJobMutation);
  const [problem, setProblem] = useState<string | null>(null);
  // What the learner just did, shown at once (the list of ids follows).
  const [mine, setMine] = useState<boolean | null>(null);
  // Saving waits for a sign-in: 'sign-in' once the login modal is open; 'session' while the session, refused, is being
  // checked again (signed out: the modal opens; still signed in: the refusal is shown).
  const pending = useRef<'sign-in' | 'session' | null>(null);
  const reason = 'Sign in or sign up to save jobs and find them again under Saved jobs.';
  const saved = mine ?? ids?.includes(jobId) ?? false;

  const setSaved = async (next: boolean) => {
    setProblem(null);
    setMine(next);
    const result = next ? await save({ jobId }) : await unsave({ jobId });
    if (result.error) {
      setMine(null);
      const refused = result.error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
      // The session ended elsewhere: the session asks again who is signed in (the API client's refusal listener).
      if (next && refused && learner) pending.current = 'session';
      setProblem(problemsOf(result.error).message);
      return;
    }
    await refresh();
  };

  // Asked to save before signing in (or refused because the session had ended): saved once the learner is.
  useEffect(() => {
    if (pending.current === 'session') {
      if (learner === null) {
        pending.current = 'sign-in';
        setProblem(null);
        openLogin('signin', { reason });
      } else if (learner) pending.current = null;
      return;
    }
    if (learner && pending.current === 'sign-in') {
      pending.current = null;
      void setSaved(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [learner]);

  const busy = saving || unsaving;
  return (
    <span className={`save-job ${className}`}>
      <button
        type="button"
        className={`save-job__button${saved ? ' save-job__button--saved' : ''}`}
        aria-pressed={saved}
        aria-label={`${saved ? 'Saved' : 'Save'}: ${jobTitle}`}
        // While the request is under way the button keeps the focus (a disabled one would drop it to the page's
        // <body>, e.g. right after signing in from the dialog it opened): it only ignores clicks meanwhile.
        disabled={!scriptReady}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (busy) return;
          if (!learner) {
            pending.current = 'sign-in';
            openLogin('signin', { reason });
            return;
          }
          void setSaved(!saved);
        }}
      >
        <HeartIcon filled={saved} />
        <span>{saved ? 'Saved' : 'Save'}</span>
      </button>
      {problem && (
        <span className="save-job__problem" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}
