// Types only: the domain's schemas (zod) stay out of the sign-in's first load.
import type { LoginPayload, OrganizationChoice } from '@medhire/domain';
import { SignInForm } from '@medhire/ui/sign-in-form';
import { lazy, Suspense, useState } from 'react';
import { rememberDoximityState } from '../../lib/doximity-sign-in';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

/** The second step, for someone in several organizations: loaded only when it shows. */
const OrganizationChooser = lazy(() =>
  import('@medhire/ui/organization-chooser').then((module) => ({ default: module.OrganizationChooser })),
);

/** A correct sign-in that still has to say which organization. */
type PendingChoice = { credentials: LoginPayload; organizations: OrganizationChoice[] };

/**
 * Sign-in. On success the session is stored and synced with the server (the button stays busy meanwhile),
 * then the route guard sends the employer where the post-login rules say (profile setup, would-you-rather, payment or home). A failure's message shows
 * above the form, which keeps what was typed. "Sign in with Doximity" asks the server to start the sign-in
 * (a single-use state and PKCE), keeps the state in this tab and leaves for the provider's page; when the
 * server cannot start it (not configured, say), its sentence shows above the form. Someone who belongs to several
 * organizations then chooses one (the server lists them once the password is right); "Sign in with another email"
 * goes back to the form.
 */
export function Component() {
  const { signIn } = useSession();
  const [doximityError, setDoximityError] = useState<string | null>(null);
  const [choice, setChoice] = useState<PendingChoice | null>(null);

  async function signInWith(credentials: LoginPayload) {
    const answer = await authCalls.signIn(credentials);
    if ('organizations' in answer) {
      setChoice({ credentials, organizations: answer.organizations });
      return;
    }
    markShowParams();
    await signIn(answer);
  }

  if (choice) {
    return (
      <Suspense
        fallback={
          <p className="sr-only" role="status">
            Loading your organizations…
          </p>
        }
      >
        <OrganizationChooser
          email={choice.credentials.email}
          organizations={choice.organizations}
          onChoose={(organizationId) => signInWith({ ...choice.credentials, organizationId })}
          onBack={() => setChoice(null)}
        />
      </Suspense>
    );
  }
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
      onSubmit={(values) => signInWith({ email: values.email.trim(), password: values.password })}
    />
  );
}
