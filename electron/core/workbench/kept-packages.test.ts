import { afterEach, expect, it, vi } from 'vitest';
import { createScreenCaches } from '../memory/screen-caches';
import { createKeptPackages } from './kept-packages';

afterEach(() => vi.useRealTimers());

it("lets an upload's kept package go after the uploads screen was left, and reads it again from disk on return", async () => {
  vi.useFakeTimers();
  const caches = createScreenCaches({ times: { leftMs: 1_000 }, giveBack: () => undefined });
  const text = JSON.stringify({ date: '2026-11-27T05:00:00+03:00', stocks: [{ prtId: 'K-1', nnt: 1, qnt: 1.5 }] });
  const reads: number[] = [];
  const kept = createKeptPackages(
    { read: async (uploadId) => (reads.push(uploadId), Buffer.from(text, 'utf8')) },
    () => new Date('2026-11-27T06:00:00+03:00'),
    2,
    caches,
  );
  caches.shown('uploads');
  const first = await kept(7);
  expect(await kept(7)).toBe(first);
  expect(reads).toEqual([7]);
  expect(caches.held()).toEqual(['kept upload 7']);

  caches.shown('stores');
  vi.advanceTimersByTime(1_000);
  expect(caches.held()).toEqual([]);
  caches.shown('uploads');
  const again = await kept(7);
  expect(reads).toEqual([7, 7]);
  expect(again).not.toBe(first);
  expect(again?.text).toBe(first?.text);
  expect(again?.local).toEqual(first?.local);
  caches.close();
});
