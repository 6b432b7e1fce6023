import { ApiError } from '@medhire/api-client';
import { SetPasswordForm } from '@medhire/ui/set-password-form';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

/**
 * /set-up-password and /setupPassword: the link a claim mails (`?token=…&email=…`). Setting the password
 * signs the employer in (synced with the server first), and the route guard sends them on to set up the
 * organization.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const email = searchParams.get('email') ?? '';
  const { signIn } = useSession();
  const [expired, setExpired] = useState(!token || !email);
  return (
    <SetPasswordForm
      email={email}
      expired={expired}
      renderLink={renderRouterLink}
      onSubmit={async ({ password }) => {
        try {
          await signIn(await authCalls.setPassword({ email, password, token }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 400 && /link/i.test(error.message))
            setExpired(true);
          throw error;
        }
      }}
    />
  );
}
