import type { EnumItem } from './enum-item';

/** Kinds of bonus a physician job offers; a job's `productiveBonus` holds one of these ids. */
export const bonusKinds = [
  { id: 'rvu-productivity-bonus', name: 'RVU-based productivity bonus' },
  { id: 'collections-productivity-bonus', name: 'Collections-based productivity bonus' },
  { id: 'quality-incentive-bonus', name: 'Quality incentive bonus' },
  { id: 'annual-performance-bonus', name: 'Annual performance bonus' },
  { id: 'retention-bonus', name: 'Retention bonus' },
  { id: 'call-pay', name: 'Extra call pay' },
  { id: 'profit-sharing', name: 'Profit sharing' },
  { id: 'no-bonus', name: 'No bonus' },
] as const satisfies readonly EnumItem[];

/** Id of a bonus kind. */
export type BonusKindId = (typeof bonusKinds)[number]['id'];
