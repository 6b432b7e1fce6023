import { getPostLoginRedirect } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { ErrorState } from '@medhire/ui/error-state';
import { Spinner } from '@medhire/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { employeeAuthApi } from '../../lib/api';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

/**
 * The return page of "Sign in with Doximity": exchanges the `code` for a session, then goes where the
 * post-login rules say. Without a code, or when the exchange fails, it says why and offers sign-in.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [error, setError] = useState<string | null>(
    code ? null : 'The sign-in link has no code. Start again from the sign-in page.',
  );
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    employeeAuthApi
      .exchangeCodeWithToken(code)
      .then((session) => {
        markShowParams();
        signIn(session);
        const target = getPostLoginRedirect(session.user, session.code);
        navigate(target === 'logout' ? '/signIn' : target, { replace: true });
      })
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'Sign-in with Doximity did not finish.'),
      );
  }, [code, navigate, signIn]);

  if (error) {
    return (
      <div className="flex flex-col items-center gap-6">
        <ErrorState title="We could not sign you in with Doximity" message={error} />
        <Button asChild variant="secondary">
          <Link to="/signIn">Sign in with your email</Link>
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
