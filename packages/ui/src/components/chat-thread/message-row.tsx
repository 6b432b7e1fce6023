import { MessageStatus } from '@medhire/domain';
import { cn } from '../../lib/cn';
import { timeLabel } from '../../lib/day-groups';
import { ConfirmAlertDialog } from '../../primitives/alert-dialog/alert-dialog';
import { Button } from '../../primitives/button/button';
import { type ChatMessage, isReadersOwn, type ThreadReader } from './chat-message';
import { MessageBody } from './message-body';
import { MessageStatusLine } from './message-status';

type MessageRowProps = {
  message: ChatMessage;
  candidateName: string;
  reader?: ThreadReader;
  timeZone?: string;
  deleting: boolean;
  deleteError?: string;
  onRetry: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
};

/**
 * One message of the thread: its bubble, time, status and (for a sent message the reader may delete) "Delete". The
 * employer's side is on the right; a teammate's message there carries their name, the reader's own says nothing.
 */
export function MessageRow({
  message,
  candidateName,
  reader,
  timeZone,
  deleting,
  deleteError,
  onRetry,
  onDelete,
}: MessageRowProps) {
  const team = message.sender === 'employer';
  const own = isReadersOwn(message, reader);
  const teammate = team && !own ? message.senderName?.trim() || 'Your team' : null;
  const time = timeLabel(message.sentTime, timeZone);
  const canDelete =
    team &&
    (own || reader?.deletesTeamMessages === true) &&
    !message.isDeleted &&
    message.status === MessageStatus.Sent;
  return (
    <article
      data-slot="chat-message"
      data-own={own || undefined}
      data-status={message.isDeleted ? 'deleted' : message.status}
      aria-label={`${own ? 'You' : (teammate ?? candidateName)}, ${time}`}
      className={cn('flex flex-col gap-1', team ? 'items-end' : 'items-start')}
    >
      {teammate ? (
        <span data-slot="chat-message-sender" className="px-1 font-medium text-muted-foreground text-xs">
          {teammate}
        </span>
      ) : null}
      <MessageBody message={message} own={team} />
      <div className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
        <time dateTime={message.sentTime}>{time}</time>
        {own && !message.isDeleted ? <MessageStatusLine message={message} onRetry={onRetry} /> : null}
        {canDelete ? (
          <ConfirmAlertDialog
            title="Delete this message?"
            description={`${candidateName} will see "This message was deleted" instead. This cannot be undone.`}
            actionLabel="Delete"
            onConfirm={() => onDelete(message)}
            trigger={
              <Button
                variant="ghost"
                size="sm"
                disabled={deleting}
                className="h-6 px-1.5 text-muted-foreground text-xs"
              >
                {deleting ? 'Deleting…' : 'Delete'}
                <span className="sr-only">{` message sent at ${time}`}</span>
              </Button>
            }
          />
        ) : null}
      </div>
      {deleteError ? (
        <p role="alert" className="text-danger text-xs">
          {deleteError}
        </p>
      ) : null}
    </article>
  );
}
