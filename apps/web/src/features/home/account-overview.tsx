import { MemberRole, paths, type User } from '@medhire/domain';
import { Badge } from '@medhire/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@medhire/ui/card';
import { Link } from 'react-router-dom';
import { profileOf } from '../../lib/profile-user';
import { useViewer } from '../../lib/session';

const subscriptionWords: Record<string, { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  trialing: { label: 'Trial', tone: 'success' },
  past_due: { label: 'Past due', tone: 'warning' },
  unpaid: { label: 'Unpaid', tone: 'warning' },
  incomplete: { label: 'Payment not finished', tone: 'warning' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

function Row({
  label,
  value,
  href,
  action,
}: {
  label: string;
  value: React.ReactNode;
  /** The owner's link to change it; without it the row only reads. */
  href?: string;
  action: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="flex items-center gap-3 font-medium">
        {value}
        {href ? (
          <Link to={href} className="font-medium text-primary text-sm underline-offset-4 hover:underline">
            {action}
          </Link>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * The organization at a glance on Home: locations, who it hopes to hire, the probes and the plan. Only the owner
 * changes them, so only the owner is given the links; a recruiter or a hiring manager reads the card.
 */
export function AccountOverview({ user }: { user: User }) {
  const viewer = useViewer();
  const isOwner = !viewer || viewer.role === MemberRole.Owner;
  const profile = profileOf(user);
  const locations = profile.locationsDetails ?? [];
  const status =
    typeof user.subscriptionStatus === 'string' ? subscriptionWords[user.subscriptionStatus] : undefined;
  const answered = user.preferenceProbe?.length ?? 0;
  const locationText =
    locations.length === 0
      ? 'None yet'
      : `${locations[0]?.description ?? ''}${locations.length > 1 ? ` and ${locations.length - 1} more` : ''}`;
  return (
    <Card role="region" aria-labelledby="account-overview-title">
      <CardHeader>
        <CardTitle id="account-overview-title" headingLevel={2}>
          Your organization
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border">
          <Row
            label="Locations"
            value={locationText}
            href={isOwner ? paths.editProfile({ section: 'locations' }) : undefined}
            action="Edit"
          />
          <Row
            label="Would-you-rather answers"
            value={answered > 0 ? `${answered} answered` : 'Not answered'}
            href={isOwner ? paths.editWouldYouRather() : undefined}
            action={answered > 0 ? 'Answer again' : 'Answer'}
          />
          <Row
            label="Subscription"
            value={status ? <Badge variant={status.tone}>{status.label}</Badge> : 'No plan yet'}
            href={isOwner ? (status ? paths.manageSubscriptions() : paths.payment()) : undefined}
            action={status ? 'Manage' : 'Choose a plan'}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
