import { PipelineStatus } from '@medhire/domain';
import * as React from 'react';
import { type DeferredPartProps, useFocusOnMount } from '../../lib/deferred-part';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';
import type { PipelineMoveMenuPartProps } from './pipeline-move-menu-types';

/**
 * The "Move to…" menu (Radix Dropdown Menu): "Move {name} to" and one item per step the candidate may move to,
 * Rejected in red. Loaded with the page's first input by a `PipelineMoveMenu`.
 */
export function PipelineMoveMenuPart({
  name,
  targets,
  onMove,
  trigger,
  open,
  onOpenChange,
  openedByKey,
  autoFocusTrigger,
}: PipelineMoveMenuPartProps & DeferredPartProps) {
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  useFocusOnMount(triggerRef, autoFocusTrigger);
  const focusFirstItem = React.useRef(openedByKey);
  focusFirstItem.current ||= openedByKey;
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild ref={triggerRef}>
        {trigger}
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // The menu focuses itself as it opens: opened by a key, the focus goes on to its first item.
          if (!focusFirstItem.current || event.target !== event.currentTarget) return;
          focusFirstItem.current = false;
          event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
        }}
      >
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
    </DropdownMenu>
  );
}
