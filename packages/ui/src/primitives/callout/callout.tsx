import { cva, type VariantProps } from 'class-variance-authority';
import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';

export const calloutVariants = cva(
  [
    'flex flex-col gap-3 rounded-xl border px-4 py-4 text-left sm:flex-row sm:items-center sm:px-5',
    "[&_[data-slot=callout-icon]_svg:not([class*='size-'])]:size-5",
  ],
  {
    variants: {
      tone: {
        info: 'border-brand-200 bg-info-subtle [&_[data-slot=callout-icon]]:text-info',
        warning: 'border-warning-600/40 bg-warning-subtle [&_[data-slot=callout-icon]]:text-warning',
        success: 'border-success-600/40 bg-success-subtle [&_[data-slot=callout-icon]]:text-success',
      },
    },
    defaultVariants: { tone: 'info' },
  },
);

/** The tone of a callout: `info` explains, `warning` asks for something to be fixed, `success` confirms. */
export type CalloutTone = NonNullable<VariantProps<typeof calloutVariants>['tone']>;

const defaultIcons: Record<CalloutTone, React.ReactNode> = {
  info: <Info />,
  warning: <TriangleAlert />,
  success: <CircleCheck />,
};

/** Props of {@link Callout}. */
export type CalloutProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof calloutVariants> & {
    /** A decorative icon; each tone has its own by default, `null` shows none. Hidden from assistive technology. */
    icon?: React.ReactNode;
    /** The message in a few words ("Your organization is being reviewed"); it names the callout. */
    title: React.ReactNode;
    /** What it means for the user and what they can do meanwhile. */
    description?: React.ReactNode;
    /** Slot for one or two actions (buttons or links), placed after the text. */
    action?: React.ReactNode;
    /** Heading level of the title, to fit the page outline (default 2). */
    headingLevel?: 2 | 3 | 4;
  };

/**
 * A standing message on a page: a bordered box with an icon, a title, a description and an optional
 * action, for what stays true while the user is there ("Your subscription has lapsed"). Not a toast: it
 * does not go away by itself. `role="status"` by default, named by its title; pass another `role` when
 * the message must interrupt (`alert`) or is plain content (`note`).
 */
export function Callout({
  tone,
  icon,
  title,
  description,
  action,
  headingLevel = 2,
  role = 'status',
  className,
  ...props
}: CalloutProps) {
  const titleId = React.useId();
  const descriptionId = React.useId();
  const toneName: CalloutTone = tone ?? 'info';
  const Heading = `h${headingLevel}` as const;
  const shownIcon = icon === undefined ? defaultIcons[toneName] : icon;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is a prop (status, alert, note), and each of them may be named
    <div
      data-slot="callout"
      data-tone={toneName}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(calloutVariants({ tone }), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {shownIcon ? (
          <div data-slot="callout-icon" aria-hidden="true" className="mt-0.5 flex shrink-0">
            {shownIcon}
          </div>
        ) : null}
        <div data-slot="callout-text" className="flex min-w-0 flex-col gap-1">
          <Heading
            id={titleId}
            data-slot="callout-title"
            className="break-words font-semibold text-base text-foreground"
          >
            {title}
          </Heading>
          {description ? (
            <div
              id={descriptionId}
              data-slot="callout-description"
              className="break-words text-neutral-700 text-sm"
            >
              {description}
            </div>
          ) : null}
        </div>
      </div>
      {action ? (
        <div data-slot="callout-actions" className="flex shrink-0 flex-wrap items-center gap-2 ps-8 sm:ps-0">
          {action}
        </div>
      ) : null}
    </div>
  );
}
