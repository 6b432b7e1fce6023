import type * as React from 'react';
import { Logo } from '../../brand/logo';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Stepper, type StepperStep } from '../../primitives/stepper/stepper';

/** Props of {@link WizardLayout}. */
export type WizardLayoutProps = Omit<React.ComponentProps<'div'>, 'title' | 'children'> & {
  /** The step's content (usually the fields of a form). */
  children?: React.ReactNode;
  /** The steps of the wizard, shown in the stepper. */
  steps: readonly StepperStep[];
  /** Index (0-based) of the current step. */
  currentStep: number;
  /** When given, completed steps in the stepper are buttons that go back to that step. */
  onStepClick?: (index: number, step: StepperStep) => void;
  /** Accessible name of the stepper (default "Onboarding progress"). */
  stepperLabel?: string;
  /** The step's title, rendered as the page's `<h1>`. */
  title: React.ReactNode;
  /** A sentence under the title. */
  description?: React.ReactNode;
  /** Slot at the start of the footer, usually a "Back" button. */
  backAction?: React.ReactNode;
  /** Slot at the end of the footer, usually the primary "Continue" button. */
  continueAction?: React.ReactNode;
  /** Called by the header's "Log out" button; the button is hidden when absent. */
  onLogout?: () => void;
  /** Text of the log out button (default "Log out"). */
  logoutLabel?: string;
  /** Id of the `<main>` element (default `main`). */
  mainId?: string;
};

/**
 * Onboarding of a new employer: a header with the logo and "Log out", the stepper, the step's title
 * and description, its content, and a footer with the Back and Continue actions (Continue stays the
 * first of the two on narrow screens, where they stack).
 */
export function WizardLayout({
  children,
  steps,
  currentStep,
  onStepClick,
  stepperLabel = 'Onboarding progress',
  title,
  description,
  backAction,
  continueAction,
  onLogout,
  logoutLabel = 'Log out',
  mainId = 'main',
  className,
  ...props
}: WizardLayoutProps) {
  return (
    <div
      data-slot="wizard-layout"
      className={cn('@container/wizard-layout flex min-h-dvh flex-col bg-surface text-foreground', className)}
      {...props}
    >
      <header data-slot="wizard-layout-header" className="border-border border-b bg-card">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4 @xl/wizard-layout:px-6">
          <Logo />
          {onLogout ? (
            <Button variant="ghost" size="sm" data-slot="wizard-layout-logout" onClick={onLogout}>
              {logoutLabel}
            </Button>
          ) : null}
        </div>
      </header>
      <main
        id={mainId}
        data-slot="wizard-layout-main"
        className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-6 px-4 py-6 @xl/wizard-layout:px-6 @xl/wizard-layout:py-10"
      >
        <Stepper
          data-slot="wizard-layout-stepper"
          aria-label={stepperLabel}
          steps={steps}
          currentStep={currentStep}
          onStepClick={onStepClick}
        />
        <section
          data-slot="wizard-layout-panel"
          aria-labelledby={`${mainId}-title`}
          className="flex flex-col gap-6 rounded-xl border border-border bg-card p-5 shadow-xs @xl/wizard-layout:p-8"
        >
          <div data-slot="wizard-layout-heading" className="flex flex-col gap-1.5">
            <p data-slot="wizard-layout-step-count" className="font-medium text-muted-foreground text-sm">
              Step {Math.min(currentStep + 1, steps.length)} of {steps.length}
            </p>
            <h1
              id={`${mainId}-title`}
              data-slot="wizard-layout-title"
              className="font-semibold text-2xl text-foreground tracking-tight"
            >
              {title}
            </h1>
            {description ? (
              <p data-slot="wizard-layout-description" className="text-muted-foreground text-sm">
                {description}
              </p>
            ) : null}
          </div>
          <div data-slot="wizard-layout-content">{children}</div>
          {backAction || continueAction ? (
            <div
              data-slot="wizard-layout-footer"
              className="flex flex-col-reverse gap-3 border-border border-t pt-5 @xl/wizard-layout:flex-row @xl/wizard-layout:items-center @xl/wizard-layout:justify-between"
            >
              <div data-slot="wizard-layout-back" className="flex flex-col @xl/wizard-layout:flex-row">
                {backAction}
              </div>
              <div data-slot="wizard-layout-continue" className="flex flex-col @xl/wizard-layout:flex-row">
                {continueAction}
              </div>
            </div>
          ) : null}
        </section>
      </main>
    </div>
  );
}
