import { Button } from '@medhire/ui/button';
import { Callout } from '@medhire/ui/callout';
import { Link } from 'react-router-dom';
import { accountNoticeOf } from '../../lib/account-access';
import { useSession } from '../../lib/session';
import { useAccountState } from '../../lib/use-capability';

/** What Home says about an account that cannot do everything yet; nothing for an active account. */
export function AccountNotice() {
  const notice = accountNoticeOf(useAccountState(), useSession().session?.viewer?.role);
  if (!notice) return null;
  return (
    <Callout
      tone={notice.tone}
      title={notice.title}
      description={notice.description}
      action={
        notice.action ? (
          <Button asChild variant={notice.tone === 'warning' ? 'outline' : 'primary'} size="sm">
            <Link to={notice.action.href}>{notice.action.label}</Link>
          </Button>
        ) : undefined
      }
    />
  );
}
