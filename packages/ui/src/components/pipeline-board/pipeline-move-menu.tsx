import { PipelineStatus } from '@medhire/domain';
import {
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
} from '../../primitives/dropdown-menu/dropdown-menu';

/**
 * The menu of a "Move to…" button (a pipeline card, a thread's "Change stage"): "Move {name} to" and one item per
 * step the candidate may move to, Rejected in red.
 */
export function PipelineMoveMenuContent({
  name,
  targets,
  onMove,
}: {
  name: string;
  targets: readonly PipelineStatus[];
  onMove: (target: PipelineStatus) => void;
}) {
  return (
    <DropdownMenuContent align="end">
      <DropdownMenuLabel>{`Move ${name} to`}</DropdownMenuLabel>
      {targets.map((target) => (
        <DropdownMenuItem
          key={target}
          variant={target === PipelineStatus.Rejected ? 'destructive' : 'default'}
          onSelect={() => onMove(target)}
        >
          {target}
        </DropdownMenuItem>
      ))}
    </DropdownMenuContent>
  );
}
