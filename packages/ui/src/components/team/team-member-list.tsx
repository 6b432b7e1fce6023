import type { InvitableRole, TeamMember, TeamResult } from '@medhire/domain';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { TeamMemberRow } from './team-member-row';
import { seatsLine } from './team-words';

/** Props of {@link TeamMemberList}. */
export type TeamMemberListProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Everyone in the team, the owner first (`TeamResult.members`). */
  members: readonly TeamMember[];
  /** The plan's seats and how many are taken (`TeamResult.seats`). */
  seats: TeamResult['seats'];
  /**
   * The viewer may change roles and remove people (the owner). False for a recruiter or a hiring
   * manager: the list is read-only.
   */
  canManage: boolean;
  /** The member signed in (`Viewer.memberId`), marked "You"; for the owner, their row's `_id`. */
  currentMemberId?: string | null;
  /**
   * Changes a member's role. While it runs the row's select is busy; a rejection's message shows under
   * the row and the old role comes back.
   */
  onChangeRole: (memberId: string, role: InvitableRole) => Promise<void>;
  /**
   * Removes a member, or cancels an invitation not used yet, after the user confirms. A rejection's
   * message shows in the confirmation, which stays open.
   */
  onRemove: (memberId: string) => Promise<void>;
  /** The team is loading: skeleton rows instead of the list. */
  loading?: boolean;
  /** A visible heading above the list (it names the list). Without it, pass `aria-label` or keep "Team members". */
  heading?: React.ReactNode;
  /** The heading's level, to fit the page outline (default 2). */
  headingLevel?: 2 | 3;
};

/**
 * The team, as a list: each person with their email, role and where they stand ("Invited · link
 * expires Jun 4, 2030", "Joined Mar 3, 2030"), and the seats the plan has. The owner (`canManage`) gets a
 * role select and a "Remove" (or "Cancel invitation") button on every row but their own. Pure: the app
 * passes the team and the calls.
 */
export function TeamMemberList({
  members,
  seats,
  canManage,
  currentMemberId = null,
  onChangeRole,
  onRemove,
  loading = false,
  heading,
  headingLevel = 2,
  'aria-label': ariaLabel,
  className,
  ...props
}: TeamMemberListProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const named = heading ? { 'aria-labelledby': headingId } : { 'aria-label': ariaLabel ?? 'Team members' };

  return (
    <section
      data-slot="team-member-list"
      data-state={loading ? 'loading' : 'ready'}
      {...named}
      className={cn('grid gap-3', className)}
      {...props}
    >
      {heading || !loading ? (
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          {heading ? (
            <Heading id={headingId} className="font-semibold text-foreground text-lg leading-7">
              {heading}
            </Heading>
          ) : null}
          {loading ? null : (
            <p data-slot="team-seats" className="text-muted-foreground text-sm">
              {seatsLine(seats)}
            </p>
          )}
        </div>
      ) : null}
      {loading ? (
        <div
          role="status"
          aria-label="Loading the team"
          className="grid divide-y divide-border rounded-xl border border-border bg-card"
        >
          {[0, 1, 2].map((row) => (
            <div key={row} className="flex items-center gap-3 px-4 py-4 sm:px-5">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="h-3 w-56" />
              </div>
              <Skeleton className="h-8 w-28" />
            </div>
          ))}
        </div>
      ) : (
        <div className="grid overflow-hidden rounded-xl border border-border bg-card text-card-foreground">
          <ul aria-label="People in the team" className="grid divide-y divide-border">
            {members.map((member) => (
              <TeamMemberRow
                key={member._id}
                member={member}
                canManage={canManage}
                isCurrent={currentMemberId !== null && member._id === currentMemberId}
                onChangeRole={onChangeRole}
                onRemove={onRemove}
              />
            ))}
          </ul>
          {canManage && members.length <= 1 ? (
            <p
              data-slot="team-alone"
              className="border-border border-t bg-surface px-4 py-4 text-muted-foreground text-sm sm:px-5"
            >
              It is just you for now. Invite the recruiters and hiring managers you work with: each gets their
              own sign-in.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
