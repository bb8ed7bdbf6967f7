import type { Page } from 'playwright-core';
import type { Target } from './bench-report';

// Scrolling a virtual table as a person does (issue #25.5): a steady drag at 90 and at 400 px a
// frame, and ten jumps with the scroll bar to random places. Shared by `bench -- stock-table` and
// `bench -- workbench-grid`. The probes run in Chromium; this file is type-checked without the DOM
// library (it would leak into core), so the page's globals are declared as far as they are used.
interface PageNode {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): ArrayLike<PageNode>;
  getBoundingClientRect(): { top: number; bottom: number };
}
declare const document: PageNode;
declare function requestAnimationFrame(callback: (now: number) => void): number;

const JUMPS = 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
/** A small seeded generator: the same ten places on every run, so two runs compare. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

/** requestAnimationFrame deltas in the page for `ms`, moving `scroller` down `px` each frame. */
const rafDeltas = (page: Page, scroller: string, ms: number, px: number) =>
  page.evaluate(
    async ({ scroller, ms, px }) => {
      const element = document.querySelector(scroller)!;
      element.scrollTop = 0;
      const out: number[] = [];
      return new Promise<number[]>((resolve) => {
        const start = performance.now();
        let last = start;
        const step = (now: number) => {
          out.push(now - last);
          last = now;
          // A drag that reaches the end starts over at the top (a jump nobody counts as smooth or not).
          if (px > 0 && element.scrollTop + element.clientHeight >= element.scrollHeight - 1) element.scrollTop = 0;
          else element.scrollTop += px;
          if (now - start < ms) requestAnimationFrame(step);
          else resolve(out.slice(1));
        };
        requestAnimationFrame(step);
      });
    },
    { scroller, ms, px },
  );

/**
 * Jumps to each fraction of the scroll range in turn; for each, the ms until every row on screen
 * shows data (no placeholder cell), and the longest frame while waiting for it.
 */
const jumps = (page: Page, scroller: string, row: string, fractions: number[]) =>
  page.evaluate(
    async ({ scroller, row, fractions }) => {
      const element = document.querySelector(scroller)!;
      const settle = () => new Promise((r) => setTimeout(r, 400));
      const out: { ms: number; maxFrameMs: number }[] = [];
      for (const f of fractions) {
        await settle();
        const t0 = performance.now();
        element.scrollTop = Math.round(f * (element.scrollHeight - element.clientHeight));
        out.push(
          await new Promise<{ ms: number; maxFrameMs: number }>((resolve) => {
            let last = t0;
            let maxFrameMs = 0;
            const check = (now: number) => {
              maxFrameMs = Math.max(maxFrameMs, now - last);
              last = now;
              const box = element.getBoundingClientRect();
              const onScreen = Array.from(element.querySelectorAll(row)).filter((r) => {
                const b = r.getBoundingClientRect();
                return b.bottom > box.top && b.top < box.bottom;
              });
              const ready = onScreen.length > 1 && onScreen.every((r) => r.querySelector('.is-loading') === null);
              if (ready || now - t0 > 10_000) resolve({ ms: ready ? now - t0 : Infinity, maxFrameMs });
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          }),
        );
      }
      return out;
    },
    { scroller, row, fractions },
  );

/** The figures of scrolling `scroller` (its rows matched by `row`), as `prefix.*`, and their targets. */
export async function measureScrolling(
  page: Page,
  selectors: { scroller: string; row: string },
  options: { scrollMs?: number; seed?: number } = {},
): Promise<{ figures: Record<string, unknown>; targets: Record<string, Target> }> {
  // tsx names functions with a `__name` helper the page does not have; give it one.
  await page.evaluate('window.__name = (f) => f');
  const scrollMs = options.scrollMs ?? 5_000;
  // The display's refresh interval: 1 s of frames with nothing moving; their mean, which the
  // clock's 0.1 ms coarsening averages out of (a median would read 16.6 or 16.8).
  const idle = await rafDeltas(page, selectors.scroller, 1_000, 0);
  const refreshMs = idle.reduce((a, b) => a + b, 0) / idle.length;
  // A frame lasts a whole number of refresh intervals (rAF is vsync-aligned): each delta is counted
  // in refresh intervals, so p95 ≤ 16.7 ms means 95 % of frames were shown at the next refresh.
  const inRefreshes = (d: number) => Math.max(1, Math.round(d / refreshMs)) * refreshMs;
  const figures: Record<string, unknown> = { refreshIntervalMs: +refreshMs.toFixed(2) };
  const targets: Record<string, Target> = {};
  for (const px of [90, 400]) {
    const deltas = await rafDeltas(page, selectors.scroller, scrollMs, px);
    const frames = deltas.map(inRefreshes);
    Object.assign(figures, {
      [`scroll${px}.frames`]: deltas.length,
      [`scroll${px}.missedRefreshes`]: frames.filter((f) => f > refreshMs * 1.5).length,
      [`scroll${px}.medianFrameMs`]: +percentile(frames, 50).toFixed(1),
      [`scroll${px}.p95FrameMs`]: +percentile(frames, 95).toFixed(1),
      [`scroll${px}.maxFrameMs`]: +Math.max(...frames).toFixed(1),
      [`scroll${px}.p95RawDeltaMs`]: +percentile(deltas, 95).toFixed(1),
    });
    targets[`scroll ${px} px a frame: p95 frame ≤ 16.7 ms`] = { figure: `scroll${px}.p95FrameMs`, max: 16.7 };
    targets[`scroll ${px} px a frame: no frame over 50 ms`] = { figure: `scroll${px}.maxFrameMs`, max: 50 };
  }
  const next = seeded(options.seed ?? 25);
  const fractions = Array.from({ length: JUMPS }, () => +next().toFixed(4));
  const jumped = await jumps(page, selectors.scroller, selectors.row, fractions);
  const rowsMs = jumped.map((j) => j.ms);
  const jumpFrames = jumped.map((j) => inRefreshes(j.maxFrameMs));
  Object.assign(figures, {
    'jump.count': jumped.length,
    'jump.medianRowsMs': Math.round(percentile(rowsMs, 50)),
    'jump.maxRowsMs': Math.round(Math.max(...rowsMs)),
    'jump.maxFrameMs': +Math.max(...jumpFrames).toFixed(1),
  });
  figures['jump.runsMs'] = rowsMs.map(Math.round);
  targets['jump with the scroll bar: rows on screen ≤ 100 ms (every one of 10)'] = {
    figure: 'jump.maxRowsMs',
    max: 100,
  };
  targets['jump with the scroll bar: no frame over 50 ms'] = { figure: 'jump.maxFrameMs', max: 50 };
  return { figures, targets };
}
