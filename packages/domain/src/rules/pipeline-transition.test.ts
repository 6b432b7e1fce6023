import { describe, expect, it } from 'vitest';
import { PipelineStatus, pipelineStatuses } from '../enums/pipeline-status';
import {
  assertPipelineMove,
  canMovePipeline,
  nextPipelineStatuses,
  PipelineMoveError,
} from './pipeline-transition';

const { Shortlisted, Submitted, Interview, Offer, Hired, Rejected } = PipelineStatus;

// PRODUCT.md: "Shortlisted → Submitted → Interview → Offer → Hired, with Rejected reachable from every
// step and a rejected match re-openable to Shortlisted; other moves are refused with a clear error."
const allowed: readonly [string, PipelineStatus, PipelineStatus][] = [
  ['Shortlisted → Submitted (forward)', Shortlisted, Submitted],
  ['Submitted → Interview (forward)', Submitted, Interview],
  ['Interview → Offer (forward)', Interview, Offer],
  ['Offer → Hired (forward)', Offer, Hired],
  ['Rejected reachable from Shortlisted', Shortlisted, Rejected],
  ['Rejected reachable from Submitted', Submitted, Rejected],
  ['Rejected reachable from Interview', Interview, Rejected],
  ['Rejected reachable from Offer', Offer, Rejected],
  ['Rejected reachable from Hired', Hired, Rejected],
  ['a rejected match re-openable to Shortlisted', Rejected, Shortlisted],
];

const allowedKeys = new Set(allowed.map(([, from, to]) => `${from}>${to}`));
const refused = pipelineStatuses.flatMap((from) =>
  pipelineStatuses
    .filter((to) => !allowedKeys.has(`${from}>${to}`))
    .map((to): [string, PipelineStatus, PipelineStatus] => [
      `other moves are refused: ${from} → ${to}`,
      from,
      to,
    ]),
);

describe('canMovePipeline', () => {
  it.each(allowed)('%s', (_name, from, to) => {
    expect(canMovePipeline(from, to)).toBe(true);
    expect(() => assertPipelineMove(from, to)).not.toThrow();
  });

  it.each(refused)('%s', (_name, from, to) => {
    expect(canMovePipeline(from, to)).toBe(false);
    expect(() => assertPipelineMove(from, to)).toThrow(PipelineMoveError);
  });

  it('covers all 36 pairs of steps', () => {
    expect(allowed.length + refused.length).toBe(36);
  });

  it.each([
    ['a lowercase step is unknown', 'interview', Offer],
    ['an empty step is unknown', '', Shortlisted],
    ['"constructor" is not a step', 'constructor', Rejected],
    ['a move to an unknown step is refused', Interview, 'Promoted'],
  ])('hostile: %s', (_name, from, to) => {
    expect(canMovePipeline(from as PipelineStatus, to as PipelineStatus)).toBe(false);
  });
});

describe('nextPipelineStatuses', () => {
  it.each<[PipelineStatus, PipelineStatus[]]>([
    [Shortlisted, [Submitted, Rejected]],
    [Submitted, [Interview, Rejected]],
    [Interview, [Offer, Rejected]],
    [Offer, [Hired, Rejected]],
    [Hired, [Rejected]],
    [Rejected, [Shortlisted]],
  ])('from %s', (from, expected) => {
    expect(nextPipelineStatuses(from)).toEqual(expected);
  });

  it('is empty for an unknown step, even one named like an Object method', () => {
    expect(nextPipelineStatuses('toString' as PipelineStatus)).toEqual([]);
  });
});

describe('assertPipelineMove messages', () => {
  it.each<[PipelineStatus, PipelineStatus, string]>([
    [Interview, Hired, 'A candidate in Interview can move to Offer or Rejected'],
    [Shortlisted, Offer, 'A candidate in Shortlisted can move to Submitted or Rejected'],
    [Hired, Offer, 'A candidate in Hired can move to Rejected'],
    [Rejected, Interview, 'A candidate in Rejected can move to Shortlisted'],
    [Offer, Offer, 'The candidate is already in Offer'],
    ['Promoted' as PipelineStatus, Offer, '"Promoted" is not a pipeline step'],
  ])('%s → %s', (from, to, message) => {
    expect(() => assertPipelineMove(from, to)).toThrow(message);
  });
});
