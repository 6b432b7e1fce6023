import type { EnumItem } from './enum-item';

/** Board certification status of a physician. */
export const boardStatuses = [
  { id: 'board-certified', name: 'Board certified' },
  { id: 'board-eligible', name: 'Board eligible' },
  { id: 'not-board-certified', name: 'Not board certified' },
] as const satisfies readonly EnumItem[];

/** Id of a board status. */
export type BoardStatusId = (typeof boardStatuses)[number]['id'];
