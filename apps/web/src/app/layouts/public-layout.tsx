import { Logo } from '@medhire/ui/logo';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Signed-out screens: a split screen with the product's promise on one side and the form on the other. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-dvh bg-background text-foreground lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <section
        aria-label="About MedHire"
        className="hidden flex-col justify-between bg-brand-800 p-10 text-white lg:flex"
      >
        <Logo tone="inverse" />
        <div className="max-w-md space-y-4">
          <h2 className="font-semibold text-3xl leading-tight">
            Hire the physicians your patients are waiting for.
          </h2>
          <p className="text-brand-100 text-lg">
            Post detailed jobs, see candidates ranked by fit with the reasons why, and talk to them in real
            time.
          </p>
        </div>
        <p className="text-brand-200 text-sm">For medical practices, hospitals and physician groups.</p>
      </section>
      <div className="flex flex-col">
        <div className="flex h-16 items-center px-6 lg:hidden">
          <Logo />
        </div>
        <main id="main" className="flex flex-1 items-center justify-center px-6 py-10">
          <div className="w-full max-w-md">{children}</div>
        </main>
        <footer className="flex flex-wrap justify-center gap-x-6 gap-y-2 px-6 pb-6 text-muted-foreground text-sm">
          <Link className="underline-offset-4 hover:underline" to="/terms-conditions">
            Terms
          </Link>
          <Link className="underline-offset-4 hover:underline" to="/privacy-policy">
            Privacy
          </Link>
          <Link className="underline-offset-4 hover:underline" to="/delegate-access">
            Delegate access
          </Link>
        </footer>
      </div>
    </div>
  );
}
