import type { FeedbackCriteria, FeedbackCriteriaPayload } from '@medhire/domain';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Skeleton } from '../../primitives/skeleton/skeleton';

const loadForm = () => import('./feedback-criteria-form');
const LazyFeedbackCriteriaForm = React.lazy(() =>
  loadForm().then((module) => ({ default: module.FeedbackCriteriaForm })),
);

/** Props of {@link FeedbackCriteriaCard}. */
export type FeedbackCriteriaCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The job's criteria; null while they load. */
  criteria: FeedbackCriteria | null;
  /** The viewer may change them (`Capability.PostJobs`). */
  canEdit?: boolean;
  onSave?: (payload: FeedbackCriteriaPayload) => Promise<void>;
  headingLevel?: 2 | 3;
};

/**
 * What a job's interviewers rate in their feedback: the job's criteria (or the default set), with "Edit criteria"
 * for whoever may change them. Sits beside the job's hiring team.
 */
export function FeedbackCriteriaCard({
  criteria,
  canEdit = false,
  onSave,
  headingLevel = 2,
  className,
  ...props
}: FeedbackCriteriaCardProps) {
  const headingId = React.useId();
  const Heading = `h${headingLevel}` as const;
  const [editing, setEditing] = React.useState(false);

  let body: React.ReactNode;
  if (criteria === null) {
    body = (
      <div role="status" aria-label="Loading the criteria" className="grid gap-2">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
    );
  } else if (editing && onSave) {
    body = (
      <React.Suspense fallback={<Skeleton className="h-10 w-full" />}>
        <LazyFeedbackCriteriaForm
          criteria={criteria.criteria}
          onSave={async (payload) => {
            await onSave(payload);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      </React.Suspense>
    );
  } else {
    body = (
      <>
        <ol aria-label="Criteria" className="grid list-decimal gap-1 pl-5 text-foreground text-sm">
          {criteria.criteria.map((criterion) => (
            <li key={criterion} className="[overflow-wrap:anywhere]">
              {criterion}
            </li>
          ))}
        </ol>
        {criteria.isDefault ? (
          <p className="text-muted-foreground text-sm">The default set, until you choose your own.</p>
        ) : null}
        {canEdit && onSave ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onPointerEnter={() => void loadForm().catch(() => {})}
            onFocus={() => void loadForm().catch(() => {})}
            onClick={() => setEditing(true)}
          >
            Edit criteria
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <section
      data-slot="feedback-criteria"
      aria-labelledby={headingId}
      className={cn('grid gap-3 rounded-xl border border-border bg-card p-4', className)}
      {...props}
    >
      <div className="grid gap-0.5">
        <Heading id={headingId} className="font-semibold text-base text-foreground">
          Interview feedback criteria
        </Heading>
        <p className="text-muted-foreground text-sm">
          The hiring team rates each from 1 to 5 after an interview.
        </p>
      </div>
      {body}
    </section>
  );
}
