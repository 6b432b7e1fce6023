import type { PreferenceProbe, PreferenceProbeAnswer } from '@medhire/domain';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { ArrowLeft, ArrowRight, Check, CircleAlert } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { ProgressBar } from '../../primitives/progress-bar/progress-bar';

/** One would-you-rather question with its two options, as the server lists them. */
export type { PreferenceProbe, PreferenceProbeAnswer } from '@medhire/domain';

/** One option of a probe: its stable id (sent back as the answer's `choice`), label and an optional line. */
export type PreferenceProbeOption = PreferenceProbe['options'][number];

/** Props of {@link PreferenceProbeCard}. */
export type PreferenceProbeCardProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The probes, asked one at a time in this order. */
  probes: PreferenceProbe[];
  /** Answers given before (to answer again); the card opens at the first probe without one. */
  answers?: PreferenceProbeAnswer[];
  /** Called on every choice, with the probe and the chosen option. */
  onAnswer?: (answer: PreferenceProbeAnswer) => void;
  /**
   * Saves every answer, in the order of `probes`. A rejection's message is shown and the answers are
   * kept, so "Finish" can be pressed again.
   */
  onFinish: (answers: PreferenceProbeAnswer[]) => Promise<void>;
  /** Text of the last step's button (default "Finish"). */
  finishLabel?: string;
};

const notChosenMessage = 'Choose one of the two to continue';

/**
 * The would-you-rather card: one probe at a time, "Would you rather…" and the question, two large
 * option cards (a radio group: Tab reaches it, the arrow keys move between the options and choose,
 * Space and Enter choose), the progress ("3 of 10" and a bar), Back, and Next or Finish.
 */
export function PreferenceProbeCard({
  probes,
  answers: initialAnswers = [],
  onAnswer,
  onFinish,
  finishLabel = 'Finish',
  className,
  ...props
}: PreferenceProbeCardProps) {
  const [answers, setAnswers] = React.useState<Record<string, string>>(() =>
    Object.fromEntries(initialAnswers.map((answer) => [answer.probeId, answer.choice])),
  );
  const [index, setIndex] = React.useState(() => {
    const firstOpen = probes.findIndex((probe) => answers[probe._id] === undefined);
    return firstOpen === -1 ? Math.max(probes.length - 1, 0) : firstOpen;
  });
  const [missing, setMissing] = React.useState(false);
  const [finishing, setFinishing] = React.useState(false);
  const [finishError, setFinishError] = React.useState<string | null>(null);
  const groupRef = React.useRef<HTMLDivElement>(null);
  const errorRef = React.useRef<HTMLDivElement>(null);
  const generatedId = React.useId();
  const questionId = `${generatedId}-question`;
  const missingId = `${generatedId}-missing`;

  // The Finish button is busy (and so unfocusable) while saving: focus moves to the message instead.
  React.useEffect(() => {
    if (finishError) errorRef.current?.focus();
  }, [finishError]);

  const probe = probes[index];
  if (!probe) {
    return (
      <section
        data-slot="preference-probe-card"
        data-state="empty"
        className={cn('rounded-xl border border-border bg-card p-6 text-center shadow-xs', className)}
        {...props}
      >
        <h2 className="font-semibold text-foreground text-lg">No questions right now</h2>
        <p className="mt-1 text-muted-foreground text-sm">There is nothing to answer. Come back later.</p>
      </section>
    );
  }

  const chosen = answers[probe._id];
  const last = index === probes.length - 1;

  const choose = (choice: string) => {
    setAnswers((current) => ({ ...current, [probe._id]: choice }));
    setMissing(false);
    if (chosen !== choice) onAnswer?.({ probeId: probe._id, choice });
  };

  const requireChoice = () => {
    if (chosen !== undefined) return true;
    setMissing(true);
    groupRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
    return false;
  };

  const goTo = (next: number) => {
    setIndex(next);
    setMissing(false);
    setFinishError(null);
    // The card shows the next question in place: focus goes to its first option (or the chosen one).
    requestAnimationFrame(() => {
      const group = groupRef.current;
      (
        group?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ??
        group?.querySelector<HTMLElement>('[role="radio"]')
      )?.focus();
    });
  };

  const finish = async () => {
    if (!requireChoice()) return;
    const firstOpen = probes.findIndex((item) => answers[item._id] === undefined);
    if (firstOpen !== -1) {
      goTo(firstOpen);
      return;
    }
    setFinishError(null);
    setFinishing(true);
    try {
      await onFinish(probes.map((item) => ({ probeId: item._id, choice: answers[item._id] as string })));
    } catch (error) {
      setFinishError(
        error instanceof Error && error.message
          ? error.message
          : 'Your answers were not saved. Check the connection and try again.',
      );
    } finally {
      setFinishing(false);
    }
  };

  return (
    <section
      data-slot="preference-probe-card"
      aria-labelledby={questionId}
      className={cn(
        '@container grid gap-6 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xs sm:p-8',
        className,
      )}
      {...props}
    >
      <ProgressBar
        data-slot="preference-probe-progress"
        label={`${index + 1} of ${probes.length}`}
        value={index + 1}
        max={probes.length}
        showValue={false}
        formatValue={(value, max) => `Question ${value} of ${max}`}
      />
      <div className="grid gap-1">
        <p className="font-medium text-muted-foreground text-sm">Would you rather…</p>
        <h2
          id={questionId}
          className="text-balance font-semibold text-foreground text-xl tracking-tight @xl:text-2xl"
        >
          {probe.question}
        </h2>
      </div>
      <RadioGroupPrimitive.Root
        key={probe._id}
        ref={groupRef}
        data-slot="preference-probe-options"
        aria-labelledby={questionId}
        aria-describedby={missing ? missingId : undefined}
        aria-invalid={missing || undefined}
        aria-required
        value={chosen ?? ''}
        onValueChange={choose}
        disabled={finishing}
        loop
        className="grid gap-3 @xl:grid-cols-2"
      >
        {probe.options.map((option, optionIndex) => {
          const labelId = `${generatedId}-${optionIndex}-label`;
          const descriptionId = `${generatedId}-${optionIndex}-description`;
          return (
            <RadioGroupPrimitive.Item
              key={option.id}
              value={option.id}
              data-slot="preference-probe-option"
              aria-labelledby={labelId}
              aria-describedby={option.description ? descriptionId : undefined}
              onKeyDown={(event) => {
                // Radix leaves Enter alone in a radio group; here Enter chooses, like Space.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  choose(option.id);
                }
              }}
              className={cn(
                'group/option relative flex min-h-24 @xl:min-h-32 cursor-pointer flex-col items-start gap-2 rounded-xl border-2 border-border bg-background p-5 pe-12 text-start transition-colors',
                'hover:border-primary/60 hover:bg-accent/40 focus-visible:focus-ring',
                'data-[state=checked]:border-primary data-[state=checked]:bg-info-subtle',
                'disabled:cursor-not-allowed disabled:opacity-70',
                missing && 'border-danger',
              )}
            >
              <span
                aria-hidden="true"
                className="absolute end-4 top-4 flex size-6 items-center justify-center rounded-full border-2 border-input bg-background group-data-[state=checked]/option:border-primary group-data-[state=checked]/option:bg-primary"
              >
                <Check className="size-3.5 text-primary-foreground opacity-0 group-data-[state=checked]/option:opacity-100" />
              </span>
              <span
                aria-hidden="true"
                className="font-semibold text-muted-foreground text-xs uppercase tracking-wide"
              >
                {optionIndex === 0
                  ? 'Option A'
                  : optionIndex === 1
                    ? 'Option B'
                    : `Option ${optionIndex + 1}`}
              </span>
              <span id={labelId} className="font-semibold text-base text-foreground">
                {option.label}
              </span>
              {option.description ? (
                <span id={descriptionId} className="text-muted-foreground text-sm">
                  {option.description}
                </span>
              ) : null}
            </RadioGroupPrimitive.Item>
          );
        })}
      </RadioGroupPrimitive.Root>
      <p
        id={missingId}
        role="alert"
        className="flex items-center gap-1.5 font-medium text-danger text-sm empty:hidden"
      >
        {missing ? (
          <>
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {notChosenMessage}
          </>
        ) : null}
      </p>
      <div role="alert" className="empty:hidden">
        {finishError ? (
          <div
            ref={errorRef}
            tabIndex={-1}
            data-slot="preference-probe-error"
            className="flex items-start gap-3 rounded-lg border border-danger bg-danger-subtle p-4 text-sm outline-none focus-visible:focus-ring"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            <div className="grid gap-0.5">
              <p className="font-semibold text-danger">Your answers were not saved</p>
              <p className="text-foreground">{finishError}</p>
            </div>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 border-border border-t pt-5 @xl:flex-row @xl:items-center @xl:justify-between">
        <div className="flex flex-col @xl:flex-row">
          {index > 0 ? (
            <Button variant="outline" disabled={finishing} onClick={() => goTo(index - 1)}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Button>
          ) : null}
        </div>
        {last ? (
          <Button loading={finishing} onClick={() => void finish()}>
            {finishing ? 'Saving…' : finishLabel}
          </Button>
        ) : (
          <Button
            onClick={() => {
              if (requireChoice()) goTo(index + 1);
            }}
          >
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </section>
  );
}
