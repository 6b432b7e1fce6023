import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { tailwindMergeConfig } from './tailwind-merge-config';

/**
 * tailwind-merge with the class groups the sources use (`tailwind-merge-config.ts`, generated): its first merge sets
 * up ~150 groups instead of the default's ~380, and builds no default configuration.
 */
const twMerge = createTailwindMerge(() => tailwindMergeConfig);

/**
 * Joins class names (strings, arrays, objects of booleans) and resolves Tailwind conflicts so the
 * last utility wins: `cn('px-2', condition && 'px-4')` → `'px-4'`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * A component's own classes, with the caller's `className` merged over them by {@link cn} when there is one. Without
 * one, the classes as they are: the first merge sets up tailwind-merge's tables (tens of milliseconds on a phone), which the
 * loading screen a page paints first has no need to pay for.
 */
export function withClassName(own: string, className: string | undefined): string {
  return className ? cn(own, className) : own;
}

/**
 * A fixed class list written over several lines, joined without merging: for lists built when a module loads, whose
 * classes do not conflict. Merging there would set up tailwind-merge while the page's modules load, a task no
 * render can split; a render's first merge happens in one of its slices instead.
 */
export function classList(...parts: string[]): string {
  return parts.join(' ');
}
