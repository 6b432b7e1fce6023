import type { Preview } from '@storybook/react-vite';
import isChromatic from 'chromatic/isChromatic';
import './storybook.css';

/**
 * Screenshots must not depend on when they are taken: in the story tests (Vitest browser mode) and
 * on Chromatic every animation and transition is frozen at its resting state (see storybook.css).
 * In the Storybook UI motion stays on.
 */
const isStoryTest = '__vitest_browser__' in globalThis;
if (isStoryTest || isChromatic()) {
  document.documentElement.setAttribute('data-freeze-motion', '');
}

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Storybook adds no padding of its own; the decorator below pads every story the same way in the
    // Storybook UI, in the docs and in the story tests (which render without Storybook's layout).
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i }, expanded: true },
    // Accessibility violations fail the story tests. axe details only the violations (one example of each passing
    // or inapplicable rule instead of every node): a shard of the story tests 178 → 162 core-seconds.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    options: {
      storySort: { order: ['Introduction', 'Tokens', 'Brand', 'Primitives'] },
    },
    chromatic: { pauseAnimationAtEnd: true },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.padded === false ? (
        <Story />
      ) : (
        <div data-slot="story-frame" className="p-6 font-sans text-foreground">
          <Story />
        </div>
      ),
  ],
};

export default preview;
