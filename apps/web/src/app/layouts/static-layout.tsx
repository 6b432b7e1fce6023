import { Logo } from '@medhire/ui/logo';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';

/**
 * Static pages, payment and all connections (signed in), and establish-profile (signed out): a simple
 * header and a readable column.
 */
export function StaticLayout({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-foreground">
      <header className="border-border border-b bg-card">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-6">
          <Link to={signedIn ? '/home' : '/'} aria-label="MedHire home" className="rounded-md">
            <Logo label={null} />
          </Link>
          <Link
            to={signedIn ? '/home' : '/signIn'}
            className="rounded-md px-3 py-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
          >
            {signedIn ? 'Back to MedHire' : 'Sign in'}
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-6 py-10">
        {children}
      </main>
    </div>
  );
}
