import { routes } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { Logo } from '@medhire/ui/logo';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';

/**
 * A new employer (session code 201) sets up the organization before anything else. The establish-profile
 * wizard brings its own frame (the design system's WizardLayout with the steps); any other page a new
 * employer opens gets this plain header with the logo and "Log out".
 */
export function OnboardingLayout({ children }: { children: ReactNode }) {
  const { logout } = useSession();
  const { pathname } = useLocation();
  if (pathname === routes.establishProfile) return children;
  return (
    <div className="flex min-h-dvh flex-col bg-surface text-foreground">
      <header className="border-border border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-6">
          <Logo />
          <Button variant="ghost" size="sm" onClick={() => void logout()}>
            Log out
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-4xl flex-1 flex-col px-6 py-10">
        {children}
      </main>
    </div>
  );
}
