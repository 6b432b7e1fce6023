import {
  type InvitableRole,
  invitableRoles,
  MemberRole,
  memberRoleLabels,
  type TeamMember,
} from '@medhire/domain';
import { ChevronDown } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { Avatar } from '../../primitives/avatar/avatar';
import { Badge } from '../../primitives/badge/badge';
import { RemoveMember } from './remove-member';
import { memberDisplayName, memberStatusLine } from './team-words';

/** Props of {@link TeamMemberRow}. */
export type TeamMemberRowProps = {
  member: TeamMember;
  /** The viewer may change roles and remove people (the owner). */
  canManage: boolean;
  /** This row is the person signed in. */
  isCurrent: boolean;
  onChangeRole: (memberId: string, role: InvitableRole) => Promise<void>;
  onRemove: (memberId: string) => Promise<void>;
};

function isInvitable(role: string): role is InvitableRole {
  return (invitableRoles as readonly string[]).includes(role);
}

/**
 * One person of the team (an `<li>`): who they are, where they stand, their role, and for the owner a
 * role select and a remove button. A role change shows the new role at once; while it runs the select
 * is busy and disabled, and a rejection puts the old role back with the message under the row.
 */
export function TeamMemberRow({ member, canManage, isCurrent, onChangeRole, onRemove }: TeamMemberRowProps) {
  const displayName = memberDisplayName(member);
  const hasName = displayName !== member.email;
  const isOwner = member.role === MemberRole.Owner;
  const manageable = canManage && !isOwner && !isCurrent;
  const invited = member.status === 'invited';
  const status = memberStatusLine(member);
  const errorId = React.useId();

  const [chosenRole, setChosenRole] = React.useState<InvitableRole | null>(null);
  const [pending, setPending] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  // The app's answer (a new `member.role`) replaces the role chosen here.
  const [lastRole, setLastRole] = React.useState(member.role);
  if (lastRole !== member.role) {
    setLastRole(member.role);
    setChosenRole(null);
  }
  const shownRole = chosenRole ?? member.role;

  const changeRole = async (next: string) => {
    if (!isInvitable(next) || next === shownRole) return;
    setChosenRole(next);
    setPending(true);
    setError(null);
    try {
      await onChangeRole(member._id, next);
    } catch (rejection) {
      setChosenRole(null);
      setError(messageOf(rejection, `The role of ${displayName} could not be changed. Please try again.`));
    } finally {
      setPending(false);
    }
  };

  return (
    <li
      data-slot="team-member-row"
      data-status={member.status}
      data-role={member.role}
      className="grid gap-2 px-4 py-4 sm:px-5"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
          <Avatar name={displayName} aria-hidden="true" />
          <div className="grid min-w-0 gap-0.5">
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium text-foreground [overflow-wrap:anywhere]">{displayName}</span>
              {isCurrent ? (
                <Badge variant="outline" data-slot="team-member-you">
                  You
                </Badge>
              ) : null}
            </p>
            {hasName ? (
              <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">{member.email}</p>
            ) : null}
            {status ? (
              <p data-slot="team-member-status" className="text-muted-foreground text-sm">
                {status}
              </p>
            ) : null}
          </div>
        </div>
        {manageable ? (
          <div className="grid w-full grid-cols-[minmax(0,1fr)_auto] items-center gap-2 ps-13 sm:flex sm:w-auto sm:shrink-0 sm:ps-0">
            {/* A native select: the role is one of two words, and the phone's own picker suits it best. */}
            <div className="relative sm:w-44">
              <select
                data-slot="team-member-role"
                value={shownRole}
                onChange={(event) => void changeRole(event.target.value)}
                disabled={pending}
                aria-label={`Role of ${displayName}`}
                aria-describedby={error ? errorId : undefined}
                aria-invalid={error ? true : undefined}
                aria-busy={pending || undefined}
                className={cn(
                  'h-10 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-2 ps-3 pe-9 text-base text-foreground shadow-xs sm:text-sm',
                  'transition-colors focus-visible:border-primary focus-visible:focus-ring',
                  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60',
                  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
                )}
              >
                {invitableRoles.map((role) => (
                  <option key={role} value={role}>
                    {memberRoleLabels[role]}
                  </option>
                ))}
              </select>
              <ChevronDown
                aria-hidden="true"
                className="pointer-events-none absolute end-3 top-3 size-4 text-muted-foreground"
              />
            </div>
            {/* A fixed column on wide screens, so the role selects line up whatever the button says. */}
            <div className="flex shrink-0 justify-end sm:w-36">
              <RemoveMember
                displayName={displayName}
                invited={invited}
                onConfirm={() => onRemove(member._id)}
              />
            </div>
          </div>
        ) : (
          <div className="flex shrink-0 items-center ps-13 sm:ps-0">
            <Badge variant={isOwner ? 'brand' : 'neutral'} data-slot="team-member-role">
              {memberRoleLabels[member.role]}
            </Badge>
          </div>
        )}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="font-medium text-danger text-sm sm:text-end">
          {error}
        </p>
      ) : null}
    </li>
  );
}
