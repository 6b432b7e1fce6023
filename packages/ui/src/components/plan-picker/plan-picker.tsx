import type { Plan } from '@medhire/domain';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { Check, Users } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import { Skeleton } from '../../primitives/skeleton/skeleton';

/** A subscription plan as the server sends it. */
export type { Plan } from '@medhire/domain';

/** How often a plan is billed. */
export type PlanInterval = Plan['interval'];

/**
 * A price in the plan's currency, US formatting: "$299" for whole amounts, "$249.17" otherwise.
 * `cents: true` always shows the cents ("$299.00"), as on a pay button.
 */
export function formatMoney(
  amountCents: number,
  currency: string,
  options: { cents?: boolean } = {},
): string {
  const whole = amountCents % 100 === 0;
  const digits = options.cents || !whole ? 2 : 0;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountCents / 100);
}

/** What a plan's seats mean: "Up to 5 people on your team, you included" (every member and invitation takes one). */
export function seatsLine(seats: number): string {
  return seats <= 1 ? 'Just you: no team members' : `Up to ${seats} people on your team, you included`;
}

/** "$299 / month" or "$2,990 / year". */
export function formatPlanPrice(plan: Pick<Plan, 'amountCents' | 'currency' | 'interval'>): string {
  return `${formatMoney(plan.amountCents, plan.currency)} / ${plan.interval}`;
}

/**
 * What a yearly plan saves against the monthly plan it pairs with (same currency, the same name when
 * there is one): the monthly equivalent and the number of months it gives for free, from the prices.
 * `null` for a monthly plan; `monthsFree` is 0 when paying yearly saves less than a month.
 */
export function yearlySavings(
  plan: Plan,
  plans: readonly Plan[],
): { monthlyEquivalentCents: number; monthsFree: number } | null {
  if (plan.interval !== 'year') return null;
  const monthlyEquivalentCents = Math.round(plan.amountCents / 12);
  const sameCurrency = plans.filter(
    (other) => other.interval === 'month' && other.currency.toLowerCase() === plan.currency.toLowerCase(),
  );
  const monthly = sameCurrency.find((other) => other.name === plan.name) ?? sameCurrency[0];
  if (!monthly || monthly.amountCents <= 0) return { monthlyEquivalentCents, monthsFree: 0 };
  const monthsFree = Math.max(0, Math.round(12 - plan.amountCents / monthly.amountCents));
  return { monthlyEquivalentCents, monthsFree };
}

/** Props of {@link PlanPicker}. */
export type PlanPickerProps = Omit<
  React.ComponentProps<'div'>,
  'defaultValue' | 'dir' | 'onChange' | 'children'
> & {
  /** The plans to choose from; `undefined` while they load. */
  plans?: readonly Plan[];
  /** Shows the loading skeleton (also shown while `plans` is `undefined`). */
  loading?: boolean;
  /** Id of the chosen plan. */
  value?: string;
  /** Called with the id of the plan the user chose (click, Space or an arrow key). */
  onValueChange?: (planId: string) => void;
  /** Accessible name of the group (default "Choose a plan"). */
  label?: string;
  /** Turns every option off, for example while a payment runs. */
  disabled?: boolean;
};

/**
 * The plans as selectable cards with radio group semantics: Tab enters the group at the chosen plan,
 * the arrow keys move between plans and choose them. Each card shows the price ("$299 / month"), a
 * yearly plan's monthly equivalent and the months it gives for free, the description and the features.
 */
export function PlanPicker({
  plans,
  loading = false,
  value,
  onValueChange,
  label = 'Choose a plan',
  disabled = false,
  className,
  ...props
}: PlanPickerProps) {
  const baseId = React.useId();
  if (loading || plans === undefined) {
    return (
      <div className={cn('@container/plan-picker', className)}>
        <div
          data-slot="plan-picker"
          data-state="loading"
          role="status"
          aria-label="Loading plans"
          className="grid gap-4 @xl/plan-picker:grid-cols-2"
          {...props}
        >
          {[0, 1].map((index) => (
            <div
              key={index}
              data-slot="plan-picker-skeleton"
              className="grid gap-4 rounded-xl border border-border bg-card p-5"
            >
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-8 w-40" />
              <Skeleton className="h-4 w-full" />
              <div className="grid gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (plans.length === 0) {
    return (
      <p
        data-slot="plan-picker"
        data-state="empty"
        className={cn(
          'rounded-xl border border-border-strong border-dashed bg-surface p-6 text-sm',
          className,
        )}
        {...props}
      >
        No plans are available right now. Please try again in a few minutes.
      </p>
    );
  }

  return (
    <div className={cn('@container/plan-picker', className)}>
      <RadioGroupPrimitive.Root
        data-slot="plan-picker"
        aria-label={label}
        value={value ?? ''}
        onValueChange={onValueChange}
        disabled={disabled}
        className="grid gap-4 @xl/plan-picker:grid-cols-2"
        {...props}
      >
        {plans.map((plan) => {
          const id = `${baseId}-${plan._id}`;
          const savings = yearlySavings(plan, plans);
          const checked = plan._id === value;
          return (
            <div
              key={plan._id}
              data-slot="plan-picker-card"
              data-state={checked ? 'checked' : 'unchecked'}
              className={cn(
                'relative flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xs transition-colors',
                'hover:border-border-strong has-[button:focus-visible]:focus-ring',
                'data-[state=checked]:border-primary data-[state=checked]:bg-brand-50 data-[state=checked]:shadow-[inset_0_0_0_1px_var(--color-primary)]',
                disabled && 'cursor-not-allowed bg-surface hover:border-border',
              )}
            >
              <div className="flex items-start gap-3">
                <RadioGroupPrimitive.Item
                  id={id}
                  value={plan._id}
                  aria-describedby={[
                    savings && savings.monthsFree > 0 ? `${id}-savings` : '',
                    `${id}-price`,
                    `${id}-description`,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  data-slot="plan-picker-radio"
                  className={cn(
                    'mt-0.5 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border border-input bg-background outline-none',
                    'data-[state=checked]:border-primary data-[state=checked]:bg-primary disabled:cursor-not-allowed',
                    // The radio's hit area covers the whole card.
                    'after:absolute after:inset-0 after:rounded-xl',
                  )}
                >
                  <RadioGroupPrimitive.Indicator className="text-primary-foreground">
                    <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                  </RadioGroupPrimitive.Indicator>
                </RadioGroupPrimitive.Item>
                <div className="grid flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <label
                      htmlFor={id}
                      data-slot="plan-picker-name"
                      className="cursor-pointer font-semibold text-base text-foreground leading-6"
                    >
                      {plan.name}
                    </label>
                    {savings && savings.monthsFree > 0 ? (
                      <Badge id={`${id}-savings`} variant="success" data-slot="plan-picker-savings">
                        {savings.monthsFree === 1 ? '1 month free' : `${savings.monthsFree} months free`}
                      </Badge>
                    ) : null}
                  </div>
                  <p id={`${id}-price`} data-slot="plan-picker-price" className="text-foreground">
                    <span className="font-semibold text-2xl tabular-nums">
                      {formatMoney(plan.amountCents, plan.currency)}
                    </span>{' '}
                    <span className="text-muted-foreground text-sm">/ {plan.interval}</span>
                    {savings ? (
                      <span className="block text-muted-foreground text-sm">
                        {`${formatMoney(savings.monthlyEquivalentCents, plan.currency, { cents: true })} / month, billed yearly`}
                      </span>
                    ) : null}
                  </p>
                </div>
              </div>
              <p
                id={`${id}-description`}
                data-slot="plan-picker-description"
                className="text-muted-foreground text-sm"
              >
                {plan.description}
              </p>
              <ul
                data-slot="plan-picker-features"
                aria-label={`${plan.name} includes`}
                className="grid gap-2 text-sm"
              >
                <li data-slot="plan-picker-seats" className="flex items-start gap-2">
                  <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                  <span>{seatsLine(plan.seats)}</span>
                </li>
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
    </div>
  );
}
