import { Button } from '@medhire/ui/button';
import { FocusLayout } from '@medhire/ui/focus-layout';
import type { ReactNode } from 'react';
import { useSession } from '../../lib/session';

/**
 * Would-you-rather: one question at a time, nothing else on the screen but why it asks and a way out ("Log out",
 * as the onboarding's other pages have), for someone who would rather answer another day.
 */
export function WouldYouRatherLayout({ children }: { children: ReactNode }) {
  const { logout } = useSession();
  return (
    <FocusLayout
      mainId="main"
      title="What matters most in your next hire?"
      description={
        'A few either-or questions, about two minutes. Your answers decide which candidates rank first in your ' +
        'match scores; you can change them later in your profile.'
      }
      action={
        <Button variant="ghost" size="sm" onClick={() => void logout()}>
          Log out
        </Button>
      }
    >
      {children}
    </FocusLayout>
  );
}
