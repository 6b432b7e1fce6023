import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll } from 'vitest';
import { commands } from 'vitest/browser';
import type { BaselineResult } from './match-baseline';
import * as previewAnnotations from './preview';

// Preview + a11y annotations, so every story test renders with the preview's decorators and
// parameters and runs axe (`a11y.test: 'error'` makes a violation fail the test). The addon's own
// setup file runs the annotations' `beforeAll`.
setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);

beforeAll(async () => {
  document.documentElement.setAttribute('data-freeze-motion', '');
  // The bundled Inter variable font must be ready before any screenshot.
  await document.fonts.load('400 16px "Inter Variable"', 'MedHire');
  await document.fonts.ready;
});

/** True when the story shows something fixed to the viewport: a dialog, a toast, a loading screen. */
function rendersFixedLayer(): boolean {
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.position === 'fixed' && style.display !== 'none') return true;
  }
  return false;
}

/**
 * Visual regression of every story. After the story rendered, its play function finished and axe
 * passed, the page is compared with the committed baseline
 * `<component folder>/__screenshots__/<file>.stories.tsx/<story id>-chromium-linux.png`.
 * The frame is the story's content at the full 1200 px width, or the whole 1200 × 900 viewport when
 * the story shows a fixed layer (dialog, toast, loading screen) so that layer is always in frame.
 */
afterEach(async ({ task }) => {
  const storyId = (task.meta as { storyId?: string }).storyId;
  if (!storyId || (task.result?.errors?.length ?? 0) > 0) return;
  // No hover state in a screenshot: park the pointer outside the page.
  await commands.parkPointer();
  await document.fonts.ready;
  document.body.style.minHeight = rendersFixedLayer() ? '100vh' : '';
  const baseline = await commands.matchBaseline(storyId);
  if (!baseline.pass) throw new Error(baseline.message);
});

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Defined in vitest.config.ts: moves the mouse off the page. */
    parkPointer: () => Promise<void>;
    /** Defined in vitest.config.ts (match-baseline.ts): compares the page with the story's baseline. */
    matchBaseline: (storyId: string) => Promise<BaselineResult>;
  }
}
