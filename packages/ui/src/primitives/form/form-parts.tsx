import type * as React from 'react';
import { cn } from '../../lib/cn';

/*
 * What the two form layers share: the form of react-hook-form (`form.tsx`) and the light form of the signed-out
 * screens (`light-form.tsx`) draw the same ids and the same error summary.
 */

/** Shown in the error summary when the form's checks could not be loaded (for example offline). */
export const validationUnavailableMessage =
  'We could not check the form. Check your connection, then try again.';

/** The id of the control of a field, as a form field sets it and the error summary links to it. */
export function controlIdOf(formId: string, name: string): string {
  return `${formId}-${name.replaceAll('.', '-')}`;
}

/** One message of the error summary: the field it belongs to (`root` for the whole form) and its text. */
export type SummaryError = { name: string; message: string };

/** Props of {@link ErrorSummaryPanel}. */
export type ErrorSummaryPanelProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  formId: string;
  /** The messages, in the order of the fields on the page. */
  errors: SummaryError[];
  title: React.ReactNode;
};

/**
 * The error summary's panel: a heading and one link per message to its field (following it focuses the field);
 * a message of the whole form (`root`) links nowhere.
 */
export function ErrorSummaryPanel({ formId, errors, title, className, ...props }: ErrorSummaryPanelProps) {
  const titleId = `${formId}-error-summary-title`;
  return (
    <section
      data-slot="form-error-summary"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        'grid gap-2 rounded-lg border-2 border-danger bg-danger-subtle p-4 text-foreground outline-none focus-visible:focus-ring',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} data-slot="form-error-summary-title" className="font-semibold text-base text-danger">
        {title}
      </h2>
      <ul data-slot="form-error-summary-list" className="grid list-disc gap-1 ps-5 text-sm">
        {errors.map((error) => {
          // An error of the whole form (`root`) belongs to no field, so it has nothing to link to.
          if (error.name === 'root' || error.name.startsWith('root.')) {
            return (
              <li key={error.name} data-slot="form-error-summary-message" className="font-medium text-danger">
                {error.message}
              </li>
            );
          }
          const controlId = controlIdOf(formId, error.name);
          return (
            <li key={error.name} className="text-danger">
              <a
                href={`#${controlId}`}
                data-slot="form-error-summary-link"
                className="font-medium text-danger leading-6 underline underline-offset-2 hover:decoration-2 focus-visible:focus-ring"
                onClick={(event) => {
                  event.preventDefault();
                  const control = document.getElementById(controlId);
                  control?.scrollIntoView({ block: 'center' });
                  control?.focus();
                }}
              >
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
