import { MessageStatus } from '@medhire/domain';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { splitMessageBody } from '../../lib/message-body';
import type { ChatMessage } from './chat-message';

/**
 * A message's bubble: its text, with http(s) links opening in a new tab (never any other kind of link), or a
 * placeholder once the message was deleted. The employer's own messages sit in the brand colour, ringed in
 * red when they failed to send.
 */
export function MessageBody({ message, own }: { message: ChatMessage; own: boolean }) {
  if (message.isDeleted) {
    return (
      <p className="max-w-[85%] rounded-2xl border border-border border-dashed px-3 py-2 text-muted-foreground text-sm italic sm:max-w-[70%]">
        This message was deleted
      </p>
    );
  }
  return (
    <p
      className={cn(
        'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm [overflow-wrap:anywhere] sm:max-w-[70%]',
        own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        own && message.status === MessageStatus.Failed && 'ring-2 ring-danger ring-offset-1',
      )}
    >
      {splitMessageBody(message.body).map((part, index) =>
        part.kind === 'link' ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one body never reorder
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm underline underline-offset-2 focus-visible:focus-ring"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one body never reorder
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </p>
  );
}
