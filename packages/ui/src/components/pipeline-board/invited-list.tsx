import { Mail } from 'lucide-react';
import * as React from 'react';
import type { LinkProps } from '../../lib/link';
import { candidateName, invitedWhen, providerTypeLabel } from '../../lib/pipeline-words';
import type { PipelineBoardMatch } from './pipeline-match';

type InvitedListProps = {
  matches: readonly PipelineBoardMatch[];
  now: Date;
  renderLink: (props: LinkProps) => React.ReactElement;
  getApplicantHref: (match: PipelineBoardMatch) => string;
};

/** Pending invites: the candidate has not answered yet, so they are not in a step. */
export function InvitedList({ matches, now, renderLink, getApplicantHref }: InvitedListProps) {
  const headingId = React.useId();
  return (
    <section
      data-slot="pipeline-board-invited"
      aria-labelledby={headingId}
      className="grid gap-2 rounded-xl border border-border bg-card p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={headingId} className="flex items-center gap-2 font-semibold text-foreground text-sm">
          <Mail aria-hidden="true" className="size-4 text-muted-foreground" />
          {`Invited (${matches.length})`}
        </h3>
        <p className="text-muted-foreground text-xs">
          Waiting for the candidate to accept. They join Shortlisted when they do.
        </p>
      </div>
      <ul className="flex flex-wrap gap-2">
        {matches.map((match) => (
          <li
            key={match._id}
            data-slot="pipeline-board-invite"
            className="flex min-w-0 items-center gap-2 rounded-lg bg-surface px-3 py-2 text-sm"
          >
            {renderLink({
              href: getApplicantHref(match),
              'data-slot': 'pipeline-card-link',
              className:
                'break-words rounded-sm font-medium text-foreground underline-offset-4 hover:underline focus-visible:focus-ring',
              children: candidateName(match.candidate),
            })}
            <span className="text-muted-foreground text-xs">
              {`${providerTypeLabel(match.candidate.providerType)} · ${invitedWhen(match.createdAt, now)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
