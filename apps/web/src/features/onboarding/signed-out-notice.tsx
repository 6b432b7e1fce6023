import { paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { EmptyState } from '@medhire/ui/empty-state';
import { Building2 } from 'lucide-react';
import { Link } from 'react-router-dom';

/** What /establish-profile shows someone signed out: sign in or create an account first. */
export function SignedOutNotice() {
  return (
    <EmptyState
      icon={<Building2 aria-hidden="true" />}
      title="Set up your organization"
      description="Sign in or create an account first; your organization's profile is set up right after."
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.signIn()}>Sign in</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.register()}>Create an account</Link>
          </Button>
        </div>
      }
    />
  );
}
