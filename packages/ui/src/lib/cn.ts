import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names (strings, arrays, objects of booleans) and resolves Tailwind conflicts so the
 * last utility wins: `cn('px-2', condition && 'px-4')` → `'px-4'`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
