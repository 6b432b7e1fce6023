import { paths } from '@medhire/domain';
import { StaticPageLayout } from '@medhire/ui/static-page-layout';
import type { ReactNode } from 'react';
import { renderRouterLink } from '../../lib/render-link';
import { useSession } from '../../lib/session';

/**
 * Static pages, payment and all connections (signed in), and establish-profile (signed out): a simple
 * header and a readable column.
 */
export function StaticLayout({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  return (
    <StaticPageLayout
      homeHref={signedIn ? paths.home() : paths.loginIndex()}
      action={
        signedIn
          ? { href: paths.home(), label: 'Back to MedHire' }
          : { href: paths.signIn(), label: 'Sign in' }
      }
      renderLink={renderRouterLink}
      width="wide"
      mainId="main"
    >
      {children}
    </StaticPageLayout>
  );
}
