import { Button } from '@medhire/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@medhire/ui/card';
import { CheckCircle2, Circle, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ChecklistItem } from './checklist-items';

interface OnboardingChecklistProps {
  items: readonly ChecklistItem[];
  onDismiss: () => void;
}

/** Shown once after a v1 login or a payment: what to do next, with what is already done ticked. */
export function OnboardingChecklist({ items, onDismiss }: OnboardingChecklistProps) {
  const doneCount = items.filter((item) => item.done).length;
  return (
    <Card role="region" aria-labelledby="onboarding-checklist-title">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <CardTitle id="onboarding-checklist-title" headingLevel={2}>
            Get started with MedHire
          </CardTitle>
          <CardDescription>
            {doneCount} of {items.length} done
          </CardDescription>
        </div>
        <Button variant="ghost" size="sm" onClick={onDismiss} aria-label="Hide the getting started list">
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <li key={item.label} className="flex items-start gap-3 py-3">
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link
                  to={item.href}
                  className="font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline"
                >
                  {item.label}
                  <span className="sr-only">{item.done ? ' (done)' : ' (to do)'}</span>
                </Link>
                <span className="text-muted-foreground text-sm">{item.description}</span>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
