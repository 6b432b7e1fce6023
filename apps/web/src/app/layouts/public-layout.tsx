import { paths } from '@medhire/domain';
import { AuthLayout } from '@medhire/ui/auth-layout';
import type { ReactNode } from 'react';
import { renderRouterLink } from '../../lib/render-link';

const footerLinks = [
  { href: paths.termsConditions(), label: 'Terms' },
  { href: paths.privacyPolicy(), label: 'Privacy' },
  { href: paths.delegateAccess(), label: 'Delegate access' },
];

/** Signed-out screens: the product's promise on one side and the form on the other. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <AuthLayout
      headline="Hire the physicians your patients are waiting for."
      text="Post detailed jobs, see candidates ranked by fit with the reasons why, and talk to them in real time."
      footnote="For medical practices, hospitals and physician groups."
      footerLinks={footerLinks}
      renderLink={renderRouterLink}
      mainId="main"
    >
      {children}
    </AuthLayout>
  );
}
