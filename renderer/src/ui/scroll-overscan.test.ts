import { describe, expect, it } from 'vitest';
import { overscanIndexes, type ScrollMotion } from './scroll-overscan';

const span = (indexes: number[]) => [indexes[0], indexes.at(-1), indexes.length];
// Twelve rows in view of 100,000; each step moves the view by `by` rows.
const scroll = (motion: ScrollMotion, start: number, idle = 8) =>
  overscanIndexes({ startIndex: start, endIndex: start + 11, count: 100_000 }, motion, idle);

describe('overscanIndexes', () => {
  it('keeps the idle margin each side at rest, within the table', () => {
    expect(span(scroll({ lastStart: undefined }, 500))).toEqual([492, 519, 28]);
    expect(span(scroll({ lastStart: undefined }, 0))).toEqual([0, 19, 20]);
    expect(
      span(overscanIndexes({ startIndex: 99_990, endIndex: 99_999, count: 100_000 }, { lastStart: undefined }, 8)),
    ).toEqual([99_982, 99_999, 18]);
    expect(overscanIndexes({ startIndex: 0, endIndex: 0, count: 0 }, { lastStart: undefined }, 8)).toEqual([]);
  });

  it('renders ahead what the view moved since the last frame plus two rows, and two behind', () => {
    const motion: ScrollMotion = { lastStart: undefined };
    scroll(motion, 100);
    // 400 px a frame of 34 px rows: 12 rows a frame. Ahead must cover the next frame's move, or the
    // bottom of the view is painted blank before the table renders again.
    expect(span(scroll(motion, 112))).toEqual([110, 12 + 112 + 11 + 2, 2 + 12 + 14]);
    // 90 px a frame: fewer rows than a fixed margin of eight each side.
    expect(span(scroll(motion, 115))).toEqual([113, 115 + 11 + 8, 2 + 12 + 8]);
    expect(motion.lastStart).toBe(115);
  });

  it('turns the margin round when the view moves up', () => {
    const motion: ScrollMotion = { lastStart: 300 };
    expect(span(scroll(motion, 288))).toEqual([288 - 14, 288 + 11 + 2, 14 + 12 + 2]);
  });

  it('treats a jump as no speed, and never renders more than two viewports ahead', () => {
    const jumped: ScrollMotion = { lastStart: 0 };
    expect(span(scroll(jumped, 50_000))).toEqual([49_992, 50_019, 28]);
    const fast: ScrollMotion = { lastStart: 0 };
    // 23 rows moved (under two viewports): ahead is capped at 24 rows.
    expect(span(scroll(fast, 23))).toEqual([21, 23 + 11 + 24, 2 + 12 + 24]);
  });
});
