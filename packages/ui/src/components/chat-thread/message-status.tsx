import { MessageStatus } from '@medhire/domain';
import { Check, LoaderCircle } from 'lucide-react';
import { Button } from '../../primitives/button/button';
import type { ChatMessage } from './chat-message';

/** Where one of the employer's messages stands: sending, sent (a tick), or not sent with "Retry". */
export function MessageStatusLine({
  message,
  onRetry,
}: {
  message: ChatMessage;
  onRetry: (message: ChatMessage) => void;
}) {
  if (message.status === MessageStatus.Sending) {
    return (
      <span className="flex items-center gap-1">
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
        Sending…
      </span>
    );
  }
  if (message.status === MessageStatus.Failed) {
    return (
      <>
        <span className="font-medium text-danger">Not sent</span>
        <Button variant="link" size="sm" className="h-6 px-1 text-xs" onClick={() => onRetry(message)}>
          Retry
        </Button>
      </>
    );
  }
  return (
    <span className="flex items-center gap-0.5">
      <Check aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Sent</span>
    </span>
  );
}
