import type { HiringTeam, HiringTeamPayload } from '@medhire/domain';
import { UsersRound } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Avatar } from '../../primitives/avatar/avatar';
import { Badge } from '../../primitives/badge/badge';
import { Button } from '../../primitives/button/button';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { type HiringTeamMember, hiringManagersExplained, personName } from './hiring-team-words';

/** Loads the form (react-hook-form, the select and the checkboxes): reading the team needs none of it. */
const loadHiringTeamForm = () => import('./hiring-team-form');

const LazyHiringTeamForm = React.lazy(() =>
  loadHiringTeamForm().then((module) => ({ default: module.HiringTeamForm })),
);

/** Props of {@link HiringTeamCard}. */
export type HiringTeamCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The job's hiring team (`JobView.hiringTeam`); `null` while the job loads (skeleton rows). */
  team: HiringTeam | null;
  /** The viewer may change the team (`Capability.PostJobs`): an "Edit hiring team" button opens the form. */
  canEdit?: boolean;
  /** The organization's people to choose from (`GET /employer/team`, the owner first); undefined while they load. */
  members?: readonly HiringTeamMember[];
  /** Loading the people failed: the message shows in place of the form. */
  membersError?: string | null;
  /**
   * Saves the team (`{ recruiterMemberId, hiringManagerIds }`, null for the owner). Resolve and the form
   * closes; reject with an `Error` and its message shows in the form, every choice kept.
   */
  onSave?: (payload: HiringTeamPayload) => Promise<void>;
  /** The heading's level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * Who works on a job: the recruiter who leads it (or the owner) and its hiring managers, each by name (or
 * email when they have none). With `canEdit`, "Edit hiring team" turns the card into a form in place.
 * Pure: the app passes the team, the people and the call.
 */
export function HiringTeamCard({
  team,
  canEdit = false,
  members,
  membersError = null,
  onSave,
  headingLevel = 2,
  className,
  ...props
}: HiringTeamCardProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const [editing, setEditing] = React.useState(false);
  const editButton = React.useRef<HTMLButtonElement>(null);
  const returnFocus = React.useRef(false);
  const editable = canEdit && onSave !== undefined && team !== null;

  React.useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const preloadForm = () => {
    loadHiringTeamForm().catch(() => {});
  };

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const loadingForm = (
    <div role="status" aria-label="Loading your team" className="grid gap-3">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-6 w-1/2" />
    </div>
  );

  let body: React.ReactNode;
  if (team === null) {
    body = (
      <div role="status" aria-label="Loading the hiring team" className="grid gap-4">
        {/* The shape of a team with one lead and the "no hiring managers yet" lines, so little moves on arrival. */}
        <div className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <div className="flex items-center gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <div className="grid gap-2">
          <Skeleton className="h-4 w-28" />
          <div className="flex items-start gap-3">
            <Skeleton className="size-8 shrink-0 rounded-full" />
            <div className="grid flex-1 gap-1.5 pt-0.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-1/2" />
            </div>
          </div>
        </div>
      </div>
    );
  } else if (editing && onSave) {
    body = membersError ? (
      <div className="grid gap-3">
        <ErrorState
          headingLevel={headingLevel === 2 ? 3 : 4}
          title="Your team could not be loaded"
          message={membersError}
          className="py-4"
        />
        <Button variant="outline" className="justify-self-start" onClick={close}>
          Cancel
        </Button>
      </div>
    ) : members === undefined ? (
      loadingForm
    ) : (
      <React.Suspense fallback={loadingForm}>
        <LazyHiringTeamForm
          team={team}
          members={members}
          onSave={async (payload) => {
            await onSave(payload);
            close();
          }}
          onCancel={close}
        />
      </React.Suspense>
    );
  } else {
    const lead = team.recruiter;
    body = (
      <dl className="grid gap-4">
        <div className="grid gap-2">
          <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Leads the job</dt>
          <dd data-slot="hiring-team-lead" className="flex min-w-0 items-center gap-3">
            <Avatar name={personName(lead)} size="sm" aria-hidden="true" />
            <span className="min-w-0 font-medium text-foreground text-sm [overflow-wrap:anywhere]">
              {personName(lead)}
            </span>
            <Badge variant={lead.memberId === null ? 'brand' : 'neutral'}>
              {lead.memberId === null ? 'Owner' : 'Recruiter'}
            </Badge>
          </dd>
        </div>
        <div className="grid gap-2">
          <dt className="font-medium text-muted-foreground text-xs uppercase tracking-wide">
            Hiring managers
          </dt>
          <dd>
            {team.hiringManagers.length > 0 ? (
              <ul aria-label="Hiring managers" className="grid gap-2">
                {team.hiringManagers.map((person) => (
                  <li
                    key={person.memberId ?? person.email}
                    data-slot="hiring-team-manager"
                    className="flex min-w-0 items-center gap-3"
                  >
                    <Avatar name={personName(person)} size="sm" aria-hidden="true" />
                    <span
                      data-slot="hiring-team-person"
                      className="min-w-0 text-foreground text-sm [overflow-wrap:anywhere]"
                    >
                      {personName(person)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <div data-slot="hiring-team-empty" className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-4"
                >
                  <UsersRound />
                </span>
                <p className="grid gap-0.5 text-sm">
                  <span className="font-medium text-foreground">No hiring managers yet.</span>
                  <span className="text-muted-foreground">{hiringManagersExplained}.</span>
                </p>
              </div>
            )}
          </dd>
        </div>
      </dl>
    );
  }

  return (
    <section
      data-slot="hiring-team-card"
      data-state={team === null ? 'loading' : editing ? 'editing' : 'ready'}
      aria-labelledby={headingId}
      className={cn('grid content-start gap-4 rounded-xl border border-border bg-card p-4 sm:p-5', className)}
      {...props}
    >
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
        <Heading id={headingId} className="font-semibold text-foreground text-lg leading-7">
          Hiring team
        </Heading>
        {editable && !editing ? (
          <Button
            ref={editButton}
            variant="outline"
            size="sm"
            // The form's code starts loading as the pointer or the keyboard reaches for the button.
            onPointerEnter={preloadForm}
            onFocus={preloadForm}
            onClick={() => setEditing(true)}
          >
            Edit hiring team
          </Button>
        ) : null}
      </div>
      {body}
    </section>
  );
}
