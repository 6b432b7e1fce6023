import { paths } from '@medhire/domain';
import { Button } from '@medhire/ui/button';
import { EmptyState } from '@medhire/ui/empty-state';
import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session';

/** Any address the route table does not know. */
export function Component() {
  const { signedIn } = useSession();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-6">
      <h1 id="screen-title" className="font-semibold text-2xl tracking-tight">
        Page not found
      </h1>
      <EmptyState
        icon={<Compass aria-hidden="true" />}
        title="We could not find that page"
        description="The address may be mistyped, or the page may have moved."
        action={
          <Button asChild>
            <Link to={signedIn ? paths.home() : paths.signIn()}>
              {signedIn ? 'Go to Home' : 'Go to sign in'}
            </Link>
          </Button>
        }
      />
    </section>
  );
}
