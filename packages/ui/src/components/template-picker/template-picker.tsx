import { fillTemplate, type MessageTemplate, type TemplateValues } from '@medhire/domain';
import { ChevronDown, FileText, Settings } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import type { LinkProps } from '../../lib/link';
import { renderAnchor } from '../../lib/link';
import { Button } from '../../primitives/button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../primitives/dropdown-menu/dropdown-menu';

/** Props of {@link TemplatePicker}. */
export type TemplatePickerProps = {
  /** The organization's templates, in the order to list them. */
  templates: readonly Pick<MessageTemplate, '_id' | 'name' | 'body'>[];
  /** What fills `{firstName}`, `{jobTitle}` and `{practice}`; a missing one stays as written, for the reader to fill. */
  values: TemplateValues;
  /** Receives the chosen template's text, filled. It goes into a text box for editing; nothing is sent. */
  onInsert: (text: string) => void;
  /** Where the organization manages its templates: a last item of the menu when given. */
  manageHref?: string;
  /** Renders the manage link (the app passes the router's `Link`); a plain `<a>` by default. */
  renderLink?: (props: LinkProps) => React.ReactElement;
  /** The templates are loading: the menu says so. */
  loading?: boolean;
  /** The trigger's words (default "Insert template"). */
  label?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * "Insert template": a menu of the organization's templates; choosing one hands its text, with the candidate's
 * first name, the job title and the practice filled in, to `onInsert`, for the person to edit before sending.
 */
export function TemplatePicker({
  templates,
  values,
  onInsert,
  manageHref,
  renderLink = renderAnchor,
  loading = false,
  label = 'Insert template',
  disabled,
  className,
}: TemplatePickerProps) {
  // After a choice, focus goes where `onInsert` puts it (the text box), not back to the trigger.
  const picked = React.useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          data-slot="template-picker"
          className={cn('gap-1 text-muted-foreground', className)}
        >
          <FileText aria-hidden="true" />
          {label}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-72 max-w-[calc(100vw-2rem)]"
        onCloseAutoFocus={(event) => {
          if (picked.current) event.preventDefault();
          picked.current = false;
        }}
      >
        <DropdownMenuLabel>Message templates</DropdownMenuLabel>
        {loading ? (
          <p role="status" className="px-2 py-1.5 text-muted-foreground text-sm">
            Loading templates…
          </p>
        ) : templates.length === 0 ? (
          <p className="px-2 py-1.5 text-muted-foreground text-sm">No templates yet.</p>
        ) : (
          templates.map((template) => (
            <DropdownMenuItem
              key={template._id}
              data-slot="template-picker-item"
              className="flex-col items-start gap-0.5"
              onSelect={() => {
                picked.current = true;
                onInsert(fillTemplate(template.body, values));
              }}
            >
              <span className="font-medium [overflow-wrap:anywhere]">{template.name}</span>
              <span className="line-clamp-1 text-muted-foreground text-xs">{template.body}</span>
            </DropdownMenuItem>
          ))
        )}
        {manageHref ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem asChild>
              {renderLink({
                href: manageHref,
                className: 'flex items-center gap-2',
                children: (
                  <>
                    <Settings aria-hidden="true" />
                    Manage templates
                  </>
                ),
              })}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
