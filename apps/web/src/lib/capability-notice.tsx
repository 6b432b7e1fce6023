import { Button } from '@medhire/ui/button';
import { Callout } from '@medhire/ui/callout';
import { Link } from 'react-router-dom';
import { accountNoticeOf } from './account-access';
import { useSession } from './session';
import { useAccountState } from './use-capability';

/**
 * Where a control the account may not use would be: the server's reason as a standing message, with the step
 * that unlocks it (choose a plan, update the payment) when there is one to take.
 */
export function CapabilityNotice({ reason }: { reason: string }) {
  const action = accountNoticeOf(useAccountState(), useSession().session?.viewer?.role)?.action;
  return (
    <Callout
      tone="info"
      headingLevel={2}
      title={reason}
      action={
        action ? (
          <Button asChild variant="outline" size="sm">
            <Link to={action.href}>{action.label}</Link>
          </Button>
        ) : undefined
      }
    />
  );
}
