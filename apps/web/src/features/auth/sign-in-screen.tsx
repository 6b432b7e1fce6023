import { SignInForm } from '@medhire/ui/sign-in-form';
import { useState } from 'react';
import { rememberDoximityState } from '../../lib/doximity-sign-in';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

/**
 * Sign-in. On success the session is stored and synced with the server (the button stays busy meanwhile),
 * then the route guard sends the employer where the post-login rules say (profile setup, would-you-rather, payment or home). A failure's message shows
 * above the form, which keeps what was typed. "Sign in with Doximity" asks the server to start the sign-in
 * (a single-use state and PKCE), keeps the state in this tab and leaves for the provider's page; when the
 * server cannot start it (not configured, say), its sentence shows above the form.
 */
export function Component() {
  const { signIn } = useSession();
  const [doximityError, setDoximityError] = useState<string | null>(null);
  return (
    <SignInForm
      renderLink={renderRouterLink}
      error={doximityError}
      onDoximitySignIn={() => {
        setDoximityError(null);
        authCalls
          .startDoximitySignIn()
          .then(({ authorizeUrl, state }) => {
            rememberDoximityState(state);
            window.location.assign(authorizeUrl);
          })
          .catch((failure: unknown) =>
            setDoximityError(
              failure instanceof Error ? failure.message : 'Sign-in with Doximity did not start.',
            ),
          );
      }}
      onSubmit={async (values) => {
        const session = await authCalls.signIn({ email: values.email.trim(), password: values.password });
        markShowParams();
        await signIn(session);
      }}
    />
  );
}
