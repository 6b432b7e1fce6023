import { Button } from '@medhire/ui/button';
import { Field } from '@medhire/ui/field';
import { Input } from '@medhire/ui/input';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { authApi } from '../../lib/api';
import { notifyError } from '../../lib/notify';
import { useSession } from '../../lib/session';
import { markShowParams } from '../../lib/session-storage';

/**
 * Sign-in. On success the session is stored and the route guard sends the employer where the
 * post-login rules say (profile setup, would-you-rather, payment or home).
 */
export function Component() {
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const session = await authApi.loginV1({ email: email.trim(), password });
      markShowParams();
      signIn(session);
    } catch (error) {
      notifyError(error);
      setSubmitting(false);
    }
  }

  return (
    <div className="flex flex-col gap-8">
      <header className="space-y-2">
        <h1 className="font-semibold text-3xl tracking-tight">Sign in to MedHire</h1>
        <p className="text-muted-foreground">Welcome back. Sign in to manage your jobs and candidates.</p>
      </header>
      <form className="flex flex-col gap-5" onSubmit={handleSubmit}>
        <Field label="Email" required>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Field label="Password" required>
          <Input
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </Field>
        <div className="-mt-2 flex justify-end">
          <Link
            to="/recover-password"
            className="font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
        <Button type="submit" size="lg" loading={submitting}>
          Sign in
        </Button>
      </form>
      <div className="space-y-2 text-center text-muted-foreground text-sm">
        <p>
          New to MedHire?{' '}
          <Link to="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </p>
        <p>
          Already listed?{' '}
          <Link to="/claimBusiness" className="font-medium text-primary underline-offset-4 hover:underline">
            Claim your business
          </Link>
        </p>
      </div>
    </div>
  );
}
