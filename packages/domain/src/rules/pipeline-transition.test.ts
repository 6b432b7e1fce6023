import { describe, expect, it } from 'vitest';
import { PipelineStatus, pipelineStatuses } from '../enums/pipeline-status';
import {
  assertPipelineMove,
  canMovePipeline,
  nextPipelineStatuses,
  PipelineMoveError,
} from './pipeline-transition';

const { Shortlisted, Submitted, Interview, Offer, Hired, Rejected } = PipelineStatus;

// PRODUCT.md: "Recruiters move forward to any later stage (a practice may skip Submitted) and back to any earlier
// one; Rejected is reachable from every stage …; Hired and Rejected can be reopened."
describe('canMovePipeline', () => {
  it.each<[string, PipelineStatus, PipelineStatus]>([
    ['forward one step', Shortlisted, Submitted],
    ['forward past Submitted (a practice that skips it)', Shortlisted, Interview],
    ['forward straight to an offer', Submitted, Offer],
    ['back one step', Interview, Submitted],
    ['back to the start', Offer, Shortlisted],
    ['Rejected from the first step', Shortlisted, Rejected],
    ['Rejected from an offer', Offer, Rejected],
    ['Rejected after Hired (an offer fell through)', Hired, Rejected],
    ['Hired reopened to Offer', Hired, Offer],
    ['Rejected reopened to Interview', Rejected, Interview],
    ['Rejected reopened to Shortlisted', Rejected, Shortlisted],
  ])('allows %s', (_name, from, to) => {
    expect(canMovePipeline(from, to)).toBe(true);
    expect(() => assertPipelineMove(from, to)).not.toThrow();
  });

  it('allows every move between two different steps, and no step to itself: 30 of the 36 pairs', () => {
    const pairs = pipelineStatuses.flatMap((from) => pipelineStatuses.map((to) => [from, to] as const));
    const allowed = pairs.filter(([from, to]) => canMovePipeline(from, to));
    expect(allowed).toHaveLength(30);
    expect(allowed.every(([from, to]) => from !== to)).toBe(true);
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
    [Shortlisted, [Submitted, Interview, Offer, Hired, Rejected]],
    [Interview, [Shortlisted, Submitted, Offer, Hired, Rejected]],
    [Hired, [Shortlisted, Submitted, Interview, Offer, Rejected]],
    [Rejected, [Shortlisted, Submitted, Interview, Offer, Hired]],
  ])('from %s: every other step, in the pipeline’s order', (from, expected) => {
    expect(nextPipelineStatuses(from)).toEqual(expected);
  });

  it('is empty for an unknown step, even one named like an Object method', () => {
    expect(nextPipelineStatuses('toString' as PipelineStatus)).toEqual([]);
  });
});

describe('assertPipelineMove messages', () => {
  it.each<[PipelineStatus, PipelineStatus, string]>([
    [Offer, Offer, 'The candidate is already in Offer'],
    ['Promoted' as PipelineStatus, Offer, '"Promoted" is not a pipeline step'],
  ])('%s → %s', (from, to, message) => {
    expect(() => assertPipelineMove(from, to)).toThrow(message);
  });

  it('refuses a move to an unknown step', () => {
    expect(() => assertPipelineMove(Interview, 'Promoted' as PipelineStatus)).toThrow(PipelineMoveError);
  });
});
