import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarly } from '../first-opened-at';
import { withEarly } from './early';

afterEach(() => {
  vi.useRealTimers();
});

describe('early requests', () => {
  it('a screen takes the early answer once, then asks again', async () => {
    const early = vi.fn(async () => 'early');
    const later = vi.fn(async () => 'fresh');
    startEarly(['dashboard'], early);
    await expect(withEarly(later)(['dashboard'])).resolves.toBe('early');
    await expect(withEarly(later)(['dashboard'])).resolves.toBe('fresh');
    expect(early).toHaveBeenCalledTimes(1);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('an early request that failed (the account could not see it then) is asked again, not kept as an error', async () => {
    startEarly(['applicants', 'recommended', '', 3], async () => {
      throw new Error('Forbidden');
    });
    await expect(withEarly(async () => 'fresh')(['applicants', 'recommended', '', 3])).resolves.toBe('fresh');
  });

  it('an early answer older than ten seconds is not taken', async () => {
    vi.useFakeTimers();
    startEarly(['jobs', 'list', 'open', false], async () => 'stale');
    vi.advanceTimersByTime(10_001);
    await expect(withEarly(async () => 'fresh')(['jobs', 'list', 'open', false])).resolves.toBe('fresh');
  });

  it('another key (other filters or page) is not answered early', async () => {
    startEarly(['applicants', 'explore', { specialty: 'family-medicine' }, '', 1], async () => 'page 1');
    await expect(
      withEarly(async () => 'page 2')(['applicants', 'explore', { specialty: 'family-medicine' }, '', 2]),
    ).resolves.toBe('page 2');
  });
});
