import type { Plan, PlanChangePreview } from '@medhire/domain';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { messageOf } from '../../lib/error-message';
import { formatDate } from '../../lib/subscription-words';
import { Button } from '../../primitives/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/dialog/dialog';
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group/radio-group';
import { Skeleton } from '../../primitives/skeleton/skeleton';
import { formatMoney, formatPlanPrice } from '../plan-picker/plan-picker';

/** Props of {@link PlanChangeDialog}. */
export type PlanChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan the subscription is on. */
  currentPlan: Plan;
  /** Every plan on offer (the current one is left out of the choice). */
  plans: readonly Plan[];
  /** Asks the server what switching to `planId` costs now. Reject with an `Error` to show its message. */
  onPreview: (planId: string) => Promise<PlanChangePreview>;
  /** Applies the preview shown. Reject with an `Error` to show its message (the dialog stays open). */
  onConfirm: (preview: PlanChangePreview) => Promise<void>;
};

type PreviewState =
  | { kind: 'loading' }
  | { kind: 'ready'; preview: PlanChangePreview }
  | { kind: 'error'; message: string };

/**
 * Changing plan: the owner picks another plan and sees, before anything is charged, what it costs — the credit for
 * the unused part of the current period, the charge today and the next charge with its date — then confirms. A
 * refusal (too many seats for the plan, a stale price, a declined card) is shown in the dialog, in the server's
 * words.
 */
export function PlanChangeDialog({
  open,
  onOpenChange,
  currentPlan,
  plans,
  onPreview,
  onConfirm,
}: PlanChangeDialogProps) {
  const choices = plans.filter((plan) => plan._id !== currentPlan._id);
  const [planId, setPlanId] = React.useState<string | undefined>(choices[0]?._id);
  const [state, setState] = React.useState<PreviewState>({ kind: 'loading' });
  const [confirming, setConfirming] = React.useState(false);
  const [confirmError, setConfirmError] = React.useState<string | null>(null);
  const request = React.useRef(0);

  const load = React.useCallback(
    (id: string) => {
      const mine = ++request.current;
      setState({ kind: 'loading' });
      setConfirmError(null);
      onPreview(id).then(
        (preview) => {
          if (request.current === mine) setState({ kind: 'ready', preview });
        },
        (error: unknown) => {
          if (request.current === mine) {
            setState({ kind: 'error', message: messageOf(error, 'The new price could not be worked out.') });
          }
        },
      );
    },
    [onPreview],
  );

  React.useEffect(() => {
    if (open && planId) load(planId);
  }, [open, planId, load]);

  const confirm = async () => {
    if (state.kind !== 'ready') return;
    setConfirming(true);
    setConfirmError(null);
    try {
      await onConfirm(state.preview);
      onOpenChange(false);
    } catch (error) {
      setConfirmError(messageOf(error, 'The plan could not be changed. Please try again.'));
    } finally {
      setConfirming(false);
    }
  };

  const target = choices.find((plan) => plan._id === planId);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!confirming) onOpenChange(next);
      }}
    >
      <DialogContent data-slot="plan-change-dialog" className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Change plan</DialogTitle>
          <DialogDescription>
            {`You are on the ${currentPlan.name} plan (${formatPlanPrice(currentPlan)}). The new plan starts today; what is left of this period is credited.`}
          </DialogDescription>
        </DialogHeader>

        {choices.length > 1 ? (
          <RadioGroup value={planId} onValueChange={setPlanId} aria-label="New plan">
            {choices.map((plan) => (
              <RadioGroupItem
                key={plan._id}
                value={plan._id}
                label={plan.name}
                description={formatPlanPrice(plan)}
              />
            ))}
          </RadioGroup>
        ) : target ? (
          <p className="font-medium text-foreground text-sm">
            {`New plan: ${target.name}, ${formatPlanPrice(target)}, ${target.seats} seats`}
          </p>
        ) : (
          <p className="text-muted-foreground text-sm">There is no other plan to change to.</p>
        )}

        <PreviewBody state={state} currentPlan={currentPlan} />

        {confirmError ? (
          <p role="alert" className="rounded-md bg-danger-subtle p-3 font-medium text-danger text-sm">
            {confirmError}
          </p>
        ) : null}

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={confirming}>
            Keep current plan
          </Button>
          <Button onClick={confirm} loading={confirming} disabled={state.kind !== 'ready' || !target}>
            {state.kind === 'ready' && target
              ? `Switch to ${target.name} · pay ${formatMoney(state.preview.chargeTodayCents, state.preview.currency, { cents: true })}`
              : 'Switch plan'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PreviewBody({ state, currentPlan }: { state: PreviewState; currentPlan: Plan }) {
  if (state.kind === 'loading') {
    return (
      <div role="status" aria-label="Working out the new price" className="grid gap-2">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-5 w-3/5" />
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <p
        role="alert"
        data-slot="plan-change-refusal"
        className="rounded-md bg-danger-subtle p-3 text-foreground text-sm"
      >
        {state.message}
      </p>
    );
  }
  const { preview } = state;
  const money = (cents: number) => formatMoney(cents, preview.currency, { cents: true });
  const rows: { term: string; value: string; strong?: boolean }[] = [
    {
      term: `Credit for the unused part of your ${currentPlan.name} plan`,
      value: `−${money(preview.creditCents)}`,
    },
    { term: 'Charged today to your card', value: money(preview.chargeTodayCents), strong: true },
    {
      term: 'Next charge',
      value: `${money(preview.nextChargeAmountCents)} on ${formatDate(preview.nextChargeDate)}`,
    },
    ...(preview.creditAfterCents > 0
      ? [{ term: 'Credit left for later charges', value: money(preview.creditAfterCents) }]
      : []),
  ];
  return (
    <dl
      data-slot="plan-change-preview"
      className="grid gap-2 rounded-lg border border-border bg-surface p-4 text-sm"
    >
      {rows.map((row) => (
        <div key={row.term} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <dt className="text-muted-foreground">{row.term}</dt>
          <dd className={cn('tabular-nums text-foreground', row.strong && 'font-semibold')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
