import * as React from 'react';
import { type DeferredPartProps, sharedPartLoader, useDeferredPart } from '../../lib/deferred-part';
import type { PipelineMoveMenuPartProps, PipelineMoveMenuProps } from './pipeline-move-menu-types';

export type { PipelineMoveMenuProps };

type MovePart = React.ComponentType<PipelineMoveMenuPartProps & DeferredPartProps>;

/** The menu (Radix Dropdown Menu, with its positioning and focus code), loaded once for every menu on the page. */
const part = sharedPartLoader<MovePart>(() =>
  import('./pipeline-move-menu-part').then((module) => module.PipelineMoveMenuPart),
);

/** Forgets the loaded menu, so that menus mounted next start as look-alikes (for stories and tests). */
export const forgetLoadedMoveMenu = part.forget;

/** The keys that open a closed menu from its trigger (Radix Dropdown Menu's). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * The "Move to…" menu of a pipeline card and of a thread's "Change stage": `trigger` opens "Move {name} to" with one
 * item per step the candidate may move to, Rejected in red. The menu's code loads with the page's first input (a
 * key, a pointer moving or pressing, a focus); until then `trigger` is a look-alike (the same button, with
 * `aria-haspopup` and `aria-expanded`) that opens the menu as it loads, and the focus moves to the real trigger.
 */
export function PipelineMoveMenu(props: PipelineMoveMenuProps) {
  const [open, setOpen] = React.useState(false);
  const [openedByKey, setOpenedByKey] = React.useState(false);
  const deferred = useDeferredPart<PipelineMoveMenuPartProps>(part.load, open);
  const Part = deferred.loaded?.Part ?? part.current();
  if (Part) {
    return (
      <Part
        {...props}
        autoFocusTrigger={deferred.loaded?.autoFocusTrigger ?? false}
        open={open}
        onOpenChange={(next) => {
          setOpenedByKey(false);
          setOpen(next);
        }}
        openedByKey={openedByKey}
      />
    );
  }
  return React.cloneElement(props.trigger, {
    ...deferred.triggerProps,
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'data-state': open ? 'open' : 'closed',
    onClick: () => setOpen(true),
    onKeyDown: (event: React.KeyboardEvent<HTMLButtonElement>) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      setOpenedByKey(true);
      setOpen(true);
    },
  } as React.ComponentProps<'button'>);
}
