import { afterEach, describe, expect, it, vi } from 'vitest';
import { coreClockOffsetMs, coreNow, learnCoreNow } from './core-clock';

afterEach(() => {
  vi.useRealTimers();
  learnCoreNow(new Date().toISOString());
});

describe("core's clock in the renderer", () => {
  it("ticks from core's last now, not the renderer's clock", () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:58:00Z') });
    learnCoreNow('2026-11-27T03:00:00.000Z');
    expect(coreNow().toISOString()).toBe('2026-11-27T03:00:00.000Z');
    vi.advanceTimersByTime(90_000);
    expect(coreNow().toISOString()).toBe('2026-11-27T03:01:30.000Z');
    expect(coreClockOffsetMs()).toBe(-7 * 3600_000 - 58 * 60_000);
  });

  it('keeps what it knew when a "now" is not a time', () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:58:00Z') });
    learnCoreNow('2026-11-27T03:00:00Z');
    learnCoreNow('not a time');
    expect(coreNow().toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });
});
