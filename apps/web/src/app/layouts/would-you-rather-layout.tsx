import { FocusLayout } from '@medhire/ui/focus-layout';
import type { ReactNode } from 'react';

/** Would-you-rather: one question at a time, nothing else on the screen. */
export function WouldYouRatherLayout({ children }: { children: ReactNode }) {
  return <FocusLayout mainId="main">{children}</FocusLayout>;
}
