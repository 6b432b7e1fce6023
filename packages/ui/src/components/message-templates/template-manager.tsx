import {
  MESSAGE_TEMPLATE_LIMIT,
  type MessageTemplate,
  type MessageTemplatePayload,
  templatePlaceholderLabels,
  templatePlaceholders,
} from '@medhire/domain';
import { FileText, Plus } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { EmptyState } from '../../primitives/empty-state/empty-state';
import { ErrorState } from '../../primitives/error-state/error-state';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { actorName, momentLabel } from '../activity/activity-words';
import { DeleteTemplateDialog } from './delete-template-dialog';
import { TemplateForm } from './template-form';

/** Props of {@link TemplateManager}. */
export type TemplateManagerProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The organization's templates, in the order to show them (the server's: by name). */
  templates: readonly MessageTemplate[];
  loading?: boolean;
  /** Loading failed: the message, with "Try again" when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** Adds a template. Resolve and the form closes; reject with an `Error` and its message shows. */
  onCreate: (values: MessageTemplatePayload) => Promise<void>;
  /** Changes one. Resolve and the form closes; reject and its message shows. */
  onUpdate: (templateId: string, values: MessageTemplatePayload) => Promise<void>;
  /** Deletes one, once confirmed. */
  onDelete: (templateId: string) => Promise<void>;
  /** "Now", for "Today" and "Yesterday" (default: the current time). */
  now?: Date;
  /** The time zone of the times (default: the reader's). */
  timeZone?: string;
};

type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/**
 * The organization's message templates: each with its name, its text and who last changed it; a form to add one
 * or change one in place, and delete with a confirmation. Pure: the app passes the templates and the calls.
 */
export function TemplateManager({
  templates,
  loading = false,
  error = null,
  onRetry,
  onCreate,
  onUpdate,
  onDelete,
  now,
  timeZone,
  className,
  ...props
}: TemplateManagerProps) {
  const [editing, setEditing] = React.useState<Editing>(null);
  const newButton = React.useRef<HTMLButtonElement>(null);
  const full = templates.length >= MESSAGE_TEMPLATE_LIMIT;
  const state = error ? 'error' : loading ? 'loading' : templates.length === 0 ? 'empty' : 'ready';
  const reference = now ?? new Date();

  // Closing a form gives the focus back to "New template" once it is on the page again (it is not while adding).
  const [returnFocus, setReturnFocus] = React.useState(false);
  const close = () => {
    setEditing(null);
    setReturnFocus(true);
  };
  React.useEffect(() => {
    if (!returnFocus || !newButton.current) return;
    newButton.current.focus();
    setReturnFocus(false);
  });

  let body: React.ReactNode;
  if (error) {
    body = (
      <ErrorState headingLevel={3} title="Templates could not be loaded" message={error} onRetry={onRetry} />
    );
  } else if (loading) {
    body = (
      <div role="status" aria-label="Loading templates" className="grid gap-4">
        {[0, 1, 2].map((row) => (
          <div key={row} className="grid gap-2 rounded-lg border border-border p-4">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ))}
      </div>
    );
  } else if (templates.length === 0 && editing?.kind !== 'new') {
    body = (
      <EmptyState
        headingLevel={3}
        icon={<FileText />}
        title="No templates yet."
        description="Write the messages your team sends again and again once: a first touch, an interview follow-up, a courteous rejection."
      />
    );
  } else {
    body = (
      <ul aria-label="Templates" className="grid gap-3">
        {templates.map((template) => (
          <li
            key={template._id}
            data-slot="message-template"
            className="grid gap-2 rounded-lg border border-border bg-card p-4"
          >
            {editing?.kind === 'edit' && editing.id === template._id ? (
              <TemplateForm
                initial={{ name: template.name, body: template.body }}
                onCancel={close}
                onSave={async (values) => {
                  await onUpdate(template._id, values);
                  close();
                }}
              />
            ) : (
              <>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="min-w-0 font-semibold text-base text-foreground [overflow-wrap:anywhere]">
                    {template.name}
                  </h3>
                  <div className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setEditing({ kind: 'edit', id: template._id })}
                    >
                      Edit
                      <span className="sr-only">{` ${template.name}`}</span>
                    </Button>
                    <DeleteTemplateDialog name={template.name} onConfirm={() => onDelete(template._id)} />
                  </div>
                </div>
                <p
                  data-slot="message-template-body"
                  className="line-clamp-4 whitespace-pre-wrap text-foreground text-sm leading-6 [overflow-wrap:anywhere]"
                >
                  {template.body}
                </p>
                <p className="text-muted-foreground text-xs">
                  {`Last changed by ${actorName(template.updatedBy)} · `}
                  <time dateTime={template.updatedAt}>
                    {momentLabel(template.updatedAt, reference, timeZone)}
                  </time>
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      data-slot="template-manager"
      data-state={state}
      aria-label="Message templates"
      className={cn('grid gap-5', className)}
      {...props}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-muted-foreground text-sm">
          {'Insert a template in a conversation or when rejecting a candidate. '}
          {templatePlaceholders.map((name, index) => (
            <React.Fragment key={name}>
              <code className="rounded bg-muted px-1 font-mono text-foreground text-xs">{`{${name}}`}</code>
              {` becomes ${templatePlaceholderLabels[name]}${index < templatePlaceholders.length - 1 ? ', ' : '.'}`}
            </React.Fragment>
          ))}
        </p>
        {editing?.kind === 'new' || error || loading ? null : (
          <Button ref={newButton} disabled={full} onClick={() => setEditing({ kind: 'new' })}>
            <Plus aria-hidden="true" />
            New template
          </Button>
        )}
      </div>
      {full ? (
        <p role="status" className="text-muted-foreground text-sm">
          {`Your organization keeps ${MESSAGE_TEMPLATE_LIMIT} templates, the most it can. Delete one to add another.`}
        </p>
      ) : null}
      {editing?.kind === 'new' ? (
        <div className="rounded-lg border border-primary bg-card p-4">
          <TemplateForm
            onCancel={close}
            onSave={async (values) => {
              await onCreate(values);
              close();
            }}
          />
        </div>
      ) : null}
      {body}
    </section>
  );
}
