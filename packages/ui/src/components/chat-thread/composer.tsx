import { MESSAGE_MAX_LENGTH } from '@medhire/domain';
import { SendHorizontal } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Textarea } from '../../primitives/textarea/textarea';

/** From this length on, the composer counts the characters. */
const COUNTER_FROM = 4500;

/** Props of {@link Composer}. */
export type ComposerProps = Omit<React.ComponentProps<'form'>, 'children' | 'onSubmit'> & {
  /** Sends the text (trimmed of surrounding blank lines). The box is cleared at once. */
  onSend: (body: string) => void | Promise<void>;
  /** When set, the composer is disabled and this reason is shown ("This conversation is archived."). */
  disabledReason?: string;
  /** Placeholder (default "Write a message…"). */
  placeholder?: string;
  /**
   * Tools beside the box (the app's "Insert template" picker, loaded when needed). They get `insert`, which puts a
   * text into the box for editing (after what is already written, a blank line between) and never sends it.
   */
  renderTools?: (insert: (text: string) => void) => React.ReactNode;
};

/** The message box under a thread: Enter sends, Shift+Enter starts a new line. */
export function Composer({
  onSend,
  disabledReason,
  placeholder = 'Write a message…',
  renderTools,
  className,
  ...props
}: ComposerProps) {
  const id = React.useId();
  const [body, setBody] = React.useState('');
  const boxRef = React.useRef<HTMLTextAreaElement>(null);
  const disabled = disabledReason !== undefined;
  const text = body.trim();
  const nearLimit = body.length >= COUNTER_FROM;

  const insert = (inserted: string) => {
    const next = (body.trim() === '' ? inserted : `${body.trimEnd()}\n\n${inserted}`).slice(
      0,
      MESSAGE_MAX_LENGTH,
    );
    setBody(next);
    requestAnimationFrame(() => {
      const box = boxRef.current;
      if (!box) return;
      box.focus();
      box.setSelectionRange(next.length, next.length);
    });
  };

  const send = () => {
    if (disabled || text.length === 0 || body.length > MESSAGE_MAX_LENGTH) return;
    setBody('');
    void Promise.resolve(onSend(text)).catch(() => undefined);
  };

  return (
    <form
      data-slot="composer"
      data-state={disabled ? 'disabled' : 'ready'}
      className={cn('grid gap-1.5 border-border border-t bg-background p-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Textarea
            ref={boxRef}
            id={id}
            autoGrow
            rows={1}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            placeholder={placeholder}
            disabled={disabled}
            aria-describedby={[disabled && `${id}-reason`, nearLimit && `${id}-count`, `${id}-hint`]
              .filter(Boolean)
              .join(' ')}
            className="min-h-10 w-full resize-none [field-sizing:content]"
            onChange={(event) => setBody(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                send();
              }
            }}
          />
        </div>
        <Button type="submit" size="icon" disabled={disabled || text.length === 0} aria-label="Send message">
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-muted-foreground text-xs">
        {renderTools && !disabled ? (
          <div className="-my-1 flex items-center">{renderTools(insert)}</div>
        ) : null}
        {disabled ? (
          <p id={`${id}-reason`} className="text-foreground">
            {disabledReason}
          </p>
        ) : (
          <p id={`${id}-hint`} className="hidden sm:block">
            Enter to send, Shift+Enter for a new line
          </p>
        )}
        {nearLimit ? (
          <p
            id={`${id}-count`}
            className={cn(
              'ml-auto tabular-nums',
              body.length >= MESSAGE_MAX_LENGTH && 'font-medium text-danger',
            )}
          >
            {`${body.length.toLocaleString('en-US')} / ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`}
          </p>
        ) : null}
      </div>
    </form>
  );
}
