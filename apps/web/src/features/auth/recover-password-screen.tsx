import { PasswordRecovery, type PasswordRecoveryStep } from '@medhire/ui/password-recovery';
import { useRef, useState } from 'react';
import { readPendingEmail, writePendingEmail } from '../../lib/pending-email';
import { authCalls } from '../../lib/queries/auth';
import { renderRouterLink } from '../../lib/render-link';

/**
 * /recover-password: email → the mailed six-digit code → a new password. The code is exchanged for a
 * short-lived reset token, held in memory only, which alone authorizes the new password. A reload
 * resumes at the code step.
 */
export function Component() {
  const [email, setEmail] = useState(() => readPendingEmail('recover') ?? '');
  const [step, setStep] = useState<PasswordRecoveryStep>(() => (email ? 'code' : 'email'));
  const resetToken = useRef('');

  return (
    <PasswordRecovery
      renderLink={renderRouterLink}
      step={step}
      onStepChange={(next) => {
        setStep(next);
        if (next === 'email' || next === 'done') writePendingEmail('recover', null);
      }}
      email={email}
      onSendCode={async (values) => {
        await authCalls.sendRecoveryCode(values);
        setEmail(values.email);
        writePendingEmail('recover', values.email);
      }}
      onVerifyCode={async (values) => {
        resetToken.current = (await authCalls.verifyRecoveryCode(values)).resetToken;
      }}
      onSetPassword={async (values) => {
        if (!resetToken.current) {
          setStep('code');
          throw new Error('Enter the code from the email again.');
        }
        await authCalls.updatePasswordByCode(values, resetToken.current);
        resetToken.current = '';
        writePendingEmail('recover', null);
      }}
    />
  );
}
