import { getPostLoginRedirect, paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { ErrorState } from '@medhire/ui/error-state';
import { Spinner } from '@medhire/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkDoximityReturn, forgetDoximityState } from '../../lib/doximity-sign-in';
import { authCalls } from '../../lib/queries/auth';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

/**
 * The return page of "Sign in with Doximity": exchanges the `code` and `state` for a session, then goes where
 * the post-login rules say. Without them, with a state this tab did not start, or when the exchange fails, it
 * says why and offers sign-in.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const [returned] = useState(() => checkDoximityReturn(searchParams));
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>('error' in returned ? returned.error : null);
  const started = useRef(false);

  useEffect(() => {
    if ('error' in returned || started.current) return;
    started.current = true;
    forgetDoximityState();
    authCalls
      .finishDoximitySignIn(returned.code, returned.state)
      .then(async (session) => {
        markShowParams();
        // Synced with the server first, as every sign-in is; the redirect follows the synced user.
        const synced = await signIn(session);
        const target = getPostLoginRedirect(synced.user, synced.code);
        navigate(target === 'logout' ? paths.signIn() : target, { replace: true });
      })
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'Sign-in with Doximity did not finish.'),
      );
  }, [returned, navigate, signIn]);

  if (error) {
    return (
      <div className="flex flex-col items-center gap-6">
        <ErrorState title="We could not sign you in with Doximity" message={error} />
        <Button asChild variant="secondary">
          <Link to={paths.signIn()}>Sign in with your email</Link>
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-16 text-muted-foreground">
      <Spinner />
      <p>Signing you in with Doximity…</p>
    </div>
  );
}
