import { type PipelineStatus, PipelineStatus as Step } from '@medhire/domain';
import * as React from 'react';
import { messageOf } from '../../lib/error-message';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';

/** Props of {@link MoveToDialog}. */
export type MoveToDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Dr. Maya Chen, MD". */
  candidateName: string;
  /** The job whose pipeline the candidate moves in. */
  jobTitle: string;
  /** The step the candidate is in now. */
  current: PipelineStatus;
  /** The steps the candidate may move to, in the pipeline's order (the pipeline-transition rule's). */
  targets: readonly PipelineStatus[];
  /**
   * Moves the candidate. Resolve to close; reject with an `Error` to show its words and stay open. Rejected is
   * handed over too: the screen asks for the reason in the board's reject dialog.
   */
  onMove: (target: PipelineStatus) => Promise<void>;
};

/**
 * "Move to…" from the keyboard (`e` on a list of applicants): one button per step the candidate may move to, as the
 * pipeline card's menu offers them, Rejected last and in red. A refused move shows the server's words.
 */
export function MoveToDialog({
  open,
  onOpenChange,
  candidateName,
  jobTitle,
  current,
  targets,
  onMove,
}: MoveToDialogProps) {
  const [moving, setMoving] = React.useState<PipelineStatus | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const descriptionId = React.useId();

  const [lastOpen, setLastOpen] = React.useState(false);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setMoving(null);
      setError(null);
    }
  }

  const move = async (target: PipelineStatus) => {
    setMoving(target);
    setError(null);
    try {
      await onMove(target);
      setMoving(null);
    } catch (caught) {
      setMoving(null);
      setError(messageOf(caught, `${candidateName} could not be moved to ${target}. Please try again.`));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (moving ? undefined : onOpenChange(next))}>
      <DialogContent data-slot="move-to-dialog" aria-describedby={descriptionId} className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{`Move ${candidateName} to`}</DialogTitle>
          <DialogDescription id={descriptionId}>{`${jobTitle}: now in ${current}.`}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2" aria-label="Steps">
          {targets.map((target) => (
            <li key={target}>
              <Button
                variant={target === Step.Rejected ? 'outline' : 'secondary'}
                className={
                  target === Step.Rejected ? 'w-full justify-start text-danger' : 'w-full justify-start'
                }
                data-slot="move-to-step"
                loading={moving === target}
                disabled={moving !== null && moving !== target}
                onClick={() => void move(target)}
              >
                {target === Step.Rejected ? 'Rejected…' : target}
              </Button>
            </li>
          ))}
        </ul>
        {error ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm">
            {error}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
