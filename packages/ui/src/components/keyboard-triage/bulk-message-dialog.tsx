import {
  fillTemplate,
  MESSAGE_MAX_LENGTH,
  type MessageTemplate,
  type TemplateValues,
  templatePlaceholders,
  unknownPlaceholderMessage,
} from '@medhire/domain';
import { MessageSquare } from 'lucide-react';
import * as React from 'react';
import type { LinkProps } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { Field } from '../../primitives/field/field';
import { Textarea } from '../../primitives/textarea/textarea';
import { TemplatePicker } from '../template-picker/template-picker';

/** Props of {@link BulkMessageDialog}. */
export type BulkMessageDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many candidates the message goes to (those with a conversation). */
  recipientCount: number;
  /** The candidate the preview is filled for: "Dr. Maya Chen, MD" and their first name, job title and practice. */
  preview: { name: string; values: TemplateValues };
  /**
   * Selected candidates left out because they have no conversation with the organization yet (never invited, never
   * applied): named, so nobody expects them to get the message.
   */
  leftOut?: readonly string[];
  /** The organization's templates; without them only a written message is offered. */
  templates?: readonly Pick<MessageTemplate, '_id' | 'name' | 'body'>[];
  templatesLoading?: boolean;
  /** Where the organization manages its templates (the picker's last item). */
  manageTemplatesHref?: string;
  renderLink?: (props: LinkProps) => React.ReactElement;
  /**
   * Sends the text, its placeholders filled for each candidate, one conversation after the other; the dialog closes
   * and the run shows its progress where the list is.
   */
  onSend: (text: string) => void;
};

const placeholderWords = templatePlaceholders.map((name) => `{${name}}`).join(', ');

/**
 * "Message N candidates": one message, written or from a template, sent to each selected candidate in their
 * conversation with the organization. Placeholders stay in the text and are filled for each candidate as it is
 * sent; the preview shows one candidate's copy. Nothing is sent until "Send".
 */
export function BulkMessageDialog({
  open,
  onOpenChange,
  recipientCount,
  preview,
  leftOut = [],
  templates,
  templatesLoading = false,
  manageTemplatesHref,
  renderLink,
  onSend,
}: BulkMessageDialogProps) {
  const [text, setText] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const textRef = React.useRef<HTMLTextAreaElement>(null);
  const descriptionId = React.useId();
  const previewId = React.useId();

  // A fresh dialog each time it opens.
  const [lastOpen, setLastOpen] = React.useState(false);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) {
      setText('');
      setError(null);
    }
  }

  const subject = `${recipientCount} candidate${recipientCount === 1 ? '' : 's'}`;
  const filled = fillTemplate(text, preview.values);

  const submit = () => {
    const trimmed = text.trim();
    // A typo such as {firstname} would reach every candidate as written: refused as a template's body is.
    const problem = trimmed ? unknownPlaceholderMessage(trimmed) : 'Write a message or choose a template.';
    if (problem) {
      setError(problem);
      textRef.current?.focus();
      return;
    }
    onSend(trimmed);
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="bulk-message-dialog" aria-describedby={descriptionId} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{`Message ${subject}`}</DialogTitle>
          <DialogDescription id={descriptionId}>
            {`Each candidate gets their own copy in their conversation with you. ${placeholderWords} are filled in for each one.`}
          </DialogDescription>
        </DialogHeader>
        <form
          id={`${descriptionId}-form`}
          className="grid max-h-[60vh] gap-4 overflow-y-auto px-0.5 pb-0.5"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {leftOut.length > 0 ? (
            <p
              className="rounded-md bg-warning-subtle p-3 text-foreground text-sm"
              data-slot="bulk-message-left-out"
            >
              {`Not sent to ${leftOut.join(', ')}: no conversation with you yet. Invite them to a job first.`}
            </p>
          ) : null}
          <div className="grid gap-2">
            <Field label="Message" error={error ?? undefined}>
              <Textarea
                ref={textRef}
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  setError(null);
                }}
                maxLength={MESSAGE_MAX_LENGTH}
                rows={6}
                autoGrow
              />
            </Field>
            {templates ? (
              <TemplatePicker
                templates={templates}
                // Nothing filled here: each candidate's own values fill the text as it is sent.
                values={{}}
                loading={templatesLoading}
                label="Use a template"
                className="-ml-2 w-fit"
                manageHref={manageTemplatesHref}
                renderLink={renderLink}
                onInsert={(body) => {
                  setText(body);
                  setError(null);
                  textRef.current?.focus();
                }}
              />
            ) : null}
          </div>
          <section
            aria-labelledby={previewId}
            className="grid gap-1 rounded-lg border border-border bg-surface p-3"
            data-slot="bulk-message-preview"
          >
            <h3 id={previewId} className="font-medium text-muted-foreground text-xs">
              {`What ${preview.name} reads`}
            </h3>
            <p className="whitespace-pre-wrap text-foreground text-sm [overflow-wrap:anywhere]">
              {filled.trim() ? filled : <span className="text-muted-foreground">Nothing written yet.</span>}
            </p>
          </section>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={`${descriptionId}-form`} disabled={recipientCount === 0}>
            <MessageSquare aria-hidden="true" />
            {`Send to ${subject}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
