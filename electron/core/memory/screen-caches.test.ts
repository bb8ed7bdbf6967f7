import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScreenCaches, type ScreenCaches } from './screen-caches';

describe('screen caches: released a while after their screen was left', () => {
  let caches: ScreenCaches;
  let givenBack: number;
  const released: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    givenBack = 0;
    released.length = 0;
    caches = createScreenCaches({ times: { leftMs: 1_000, idleMs: 60_000 }, giveBack: () => givenBack++ });
  });
  afterEach(() => {
    caches.close();
    vi.useRealTimers();
  });
  const hold = (name: string) => {
    const cache = caches.hold(name, () => released.push(name));
    cache.touch();
    return cache;
  };

  it('keeps a cache while its screen is shown, lets it go leftMs after the screen was left, and gives back once', () => {
    caches.shown('uploads');
    hold('preview a');
    hold('preview b');
    vi.advanceTimersByTime(30_000);
    expect(released).toEqual([]);
    caches.shown('stores');
    vi.advanceTimersByTime(999);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(released).toEqual(['preview a', 'preview b']);
    expect(givenBack).toBe(1);
    expect(caches.held()).toEqual([]);
  });

  it('a quick look elsewhere and back releases nothing', () => {
    caches.shown('stocks');
    hold('orders');
    caches.shown('stores');
    vi.advanceTimersByTime(500);
    caches.shown('stocks');
    vi.advanceTimersByTime(5_000);
    expect(released).toEqual([]);
    expect(givenBack).toBe(0);
  });

  it('a cache used again after its release is held again, owned by the screen that used it', () => {
    caches.shown('uploads');
    const cache = hold('preview');
    caches.shown('stores');
    vi.advanceTimersByTime(1_000);
    expect(released).toEqual(['preview']);
    caches.shown('uploads');
    cache.touch();
    expect(caches.held()).toEqual(['preview']);
    caches.shown('import');
    vi.advanceTimersByTime(1_000);
    expect(released).toEqual(['preview', 'preview']);
  });

  it('lets go of a cache untouched for idleMs even on its own screen (the renderer never said it left)', () => {
    caches.shown('uploads');
    const cache = hold('preview');
    vi.advanceTimersByTime(59_000);
    cache.touch();
    vi.advanceTimersByTime(59_000);
    expect(released).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(released).toEqual(['preview']);
  });

  it('a dropped cache is never released; a big read alone gives back when its screen is left', () => {
    caches.shown('stocks');
    caches.hold('never used', () => released.push('never used'));
    hold('orders').drop();
    caches.bigWorkDone();
    vi.advanceTimersByTime(30_000);
    expect(givenBack).toBe(0);
    caches.shown('stores');
    vi.advanceTimersByTime(1_000);
    expect(released).toEqual([]);
    expect(givenBack).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(givenBack).toBe(1);
  });
});
