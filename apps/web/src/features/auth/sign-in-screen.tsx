import { SignInForm } from '@medhire/ui/sign-in-form';
import { authApi } from '../../lib/api';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

/**
 * Sign-in. On success the session is stored and the route guard sends the employer where the
 * post-login rules say (profile setup, would-you-rather, payment or home). A failure's message shows
 * above the form, which keeps what was typed.
 */
export function Component() {
  const { signIn } = useSession();
  return (
    <SignInForm
      renderLink={renderRouterLink}
      onSubmit={async (values) => {
        const session = await authApi.loginV1({ email: values.email.trim(), password: values.password });
        markShowParams();
        signIn(session);
      }}
    />
  );
}
