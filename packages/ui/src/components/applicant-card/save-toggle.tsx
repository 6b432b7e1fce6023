import { Bookmark, BookmarkCheck } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';

/** Props of {@link SaveToggle}. */
export type SaveToggleProps = Omit<React.ComponentProps<'button'>, 'children' | 'onClick'> & {
  /** Whether the candidate is saved (shown as pressed). */
  pressed: boolean;
  /** Whose save this is, read after "Save" by screen readers. */
  candidateName: string;
  onToggle: () => void;
  busy?: boolean;
};

/** The "Save" toggle button (`aria-pressed`): a filled bookmark and tinted background when saved. */
export function SaveToggle({ pressed, candidateName, onToggle, busy, className, ...props }: SaveToggleProps) {
  const Icon = pressed ? BookmarkCheck : Bookmark;
  return (
    <Button
      variant={pressed ? 'secondary' : 'outline'}
      size="sm"
      data-slot="save-toggle"
      data-state={pressed ? 'on' : 'off'}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      onClick={onToggle}
      className={cn(pressed && 'border border-brand-300', className)}
      {...props}
    >
      <Icon aria-hidden="true" className={cn(pressed && 'fill-brand-200')} />
      {pressed ? 'Saved' : 'Save'}
      <span className="sr-only">{` ${candidateName}`}</span>
    </Button>
  );
}
