import type { PipelineStatus } from '@medhire/domain';
import type * as React from 'react';

/** Props of a `PipelineMoveMenu`. */
export type PipelineMoveMenuProps = {
  /** The candidate's name: "Move {name} to". */
  name: string;
  /** The steps the candidate may move to. */
  targets: readonly PipelineStatus[];
  onMove: (target: PipelineStatus) => void;
  /** The button that opens the menu. */
  trigger: React.ReactElement<React.ComponentProps<'button'>>;
};

/** Props of the loaded menu: the menu's, with its open state held by the `PipelineMoveMenu`. */
export type PipelineMoveMenuPartProps = PipelineMoveMenuProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from the look-alike by a key: the first item takes the focus, as when the real trigger opens it so. */
  openedByKey: boolean;
};
