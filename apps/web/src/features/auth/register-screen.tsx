import { RegisterForm, type RegisterStep } from '@medhire/ui/register-form';
import { useRef, useState } from 'react';
import { readPendingEmail, writePendingEmail } from '../../lib/pending-email';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

/**
 * Create an account: email and password, then the six-digit code mailed to that address. A reload during
 * the code step resumes there. A confirmed code signs the employer in (synced with the server first), and the
 * route guard sends them on to set up the organization.
 */
export function Component() {
  const { signIn } = useSession();
  const [email, setEmail] = useState(() => readPendingEmail('register') ?? '');
  const [step, setStep] = useState<RegisterStep>(() => (email ? 'code' : 'details'));
  // Resending registers again, which needs the password; it is kept in memory only, never stored.
  const password = useRef('');

  return (
    <RegisterForm
      renderLink={renderRouterLink}
      step={step}
      onStepChange={(next) => {
        setStep(next);
        if (next === 'details') writePendingEmail('register', null);
      }}
      email={email}
      onRegister={async (values) => {
        await authCalls.register(values);
        password.current = values.password;
        setEmail(values.email);
        writePendingEmail('register', values.email);
      }}
      onResend={async () => {
        if (!password.current) {
          setStep('details');
          throw new Error('Enter your password again to get a new code.');
        }
        await authCalls.register({ email, password: password.current });
      }}
      onVerify={async (values) => {
        const session = await authCalls.verifyRegistrationCode(values);
        writePendingEmail('register', null);
        await signIn(session);
      }}
    />
  );
}
