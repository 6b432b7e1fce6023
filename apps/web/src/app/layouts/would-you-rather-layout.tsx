import { Logo } from '@medhire/ui/logo';
import type { ReactNode } from 'react';

/** Would-you-rather: one question at a time, nothing else on the screen. */
export function WouldYouRatherLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center bg-brand-50 px-6 py-10 text-foreground">
      <Logo />
      <main id="main" className="flex w-full max-w-2xl flex-1 flex-col justify-center py-10">
        {children}
      </main>
    </div>
  );
}
