import * as React from 'react';
import { onFirstInput } from '../../lib/first-input';
import { defaultVerifyIntroLead, VerifyCodeHeader } from './auth-parts';
import type { VerifyCodeStepProps } from './verify-code-step';

/**
 * Loads the code step. Register and recovery start it at the user's first input on the page, so the step is
 * ready by the time the address is sent (a visit that only reads never loads it); a page opened at the code step
 * (after a reload) waits for it.
 */
export const loadVerifyCodeStep = () => import('./verify-code-step');

const LazyVerifyCodeStep = React.lazy(() =>
  loadVerifyCodeStep().then((module) => ({ default: module.VerifyCodeStep })),
);

/**
 * Starts loading the code step at the user's first key, pointer or focus on the page, as the form's checks do (a
 * failed load is retried when the step shows).
 */
export function usePreloadVerifyCodeStep() {
  React.useEffect(
    () =>
      onFirstInput(() => {
        loadVerifyCodeStep().catch(() => {});
      }),
    [],
  );
}

/**
 * The "Check your email" step ({@link VerifyCodeStepProps}), loaded on demand. Until the code box has
 * loaded, the step's heading shows.
 */
export function DeferredVerifyCodeStep(props: VerifyCodeStepProps) {
  return (
    <React.Suspense
      fallback={
        <div data-slot="verify-code-step" aria-busy="true" className="grid gap-6">
          <VerifyCodeHeader email={props.email} introLead={props.introLead ?? defaultVerifyIntroLead} />
        </div>
      }
    >
      <LazyVerifyCodeStep {...props} />
    </React.Suspense>
  );
}
