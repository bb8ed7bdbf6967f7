import { describe, expect, it } from 'vitest';
import { defaultRestartPolicy, nextRestartDelay } from './restart-policy';

describe('restart policy', () => {
  const policy = { ...defaultRestartPolicy, initialDelayMs: 100, maxDelayMs: 1000, maxRestarts: 4, windowMs: 60_000 };

  it('backs off by doubling, bounded by the maximum delay', () => {
    expect(nextRestartDelay(policy, [], 0)).toBe(100);
    expect(nextRestartDelay(policy, [0], 1)).toBe(200);
    expect(nextRestartDelay(policy, [0, 1], 2)).toBe(400);
    expect(nextRestartDelay({ ...policy, maxRestarts: 10 }, [0, 1, 2, 3, 4], 5)).toBe(1000);
  });

  it('gives up after the cap within the window, and forgets restarts older than the window', () => {
    expect(nextRestartDelay(policy, [0, 1, 2, 3], 4)).toBeNull();
    expect(nextRestartDelay(policy, [0, 1, 2, 3], 70_000)).toBe(100);
    expect(nextRestartDelay(policy, [0, 1, 30_000, 30_001], 60_001)).toBe(400);
  });
});
