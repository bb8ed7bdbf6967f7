/** The visible rows of a virtual table (react-virtual's `Range`, as far as it is used here). */
export interface VisibleRange {
  startIndex: number;
  endIndex: number;
  count: number;
}

/** Where the view was when the rows were last chosen: the only memory `overscanIndexes` keeps. */
export interface ScrollMotion {
  lastStart: number | undefined;
}

/** Rows kept behind the view while it moves: the row half out of sight, and one more. */
const BEHIND_WHILE_MOVING = 2;

/**
 * The rows to render for a visible range: the view plus a margin sized by the scroll's speed and
 * direction. At rest, `idle` rows each side (a keyboard step finds its row rendered). While the
 * view moves, the side ahead gets what it moved since the last choice plus two rows: the next
 * frame's scroll is painted before the table renders again (the scroll event comes a frame
 * later), so at 400 px a frame a margin of eight rows left the bottom of the view blank. The side
 * behind keeps two rows: every row rendered costs layout, paint and compositing in each frame.
 * A jump (scroll bar, End) is not a speed: the rows around the new place are enough.
 */
export function overscanIndexes(range: VisibleRange, motion: ScrollMotion, idle: number): number[] {
  const { startIndex, endIndex, count } = range;
  if (count === 0) return [];
  const visible = endIndex - startIndex + 1;
  const moved = motion.lastStart === undefined ? 0 : startIndex - motion.lastStart;
  motion.lastStart = startIndex;
  const speed = Math.abs(moved) > 2 * visible ? 0 : Math.abs(moved);
  // Ahead: at most two viewports, so a fling never renders hundreds of rows at once.
  const ahead = Math.min(Math.max(idle, speed + 2), Math.max(idle, 2 * visible));
  const behind = speed === 0 ? idle : Math.min(idle, BEHIND_WHILE_MOVING);
  const first = Math.max(0, startIndex - (moved < 0 ? ahead : behind));
  const last = Math.min(count - 1, endIndex + (moved < 0 ? behind : ahead));
  const indexes: number[] = [];
  for (let i = first; i <= last; i++) indexes.push(i);
  return indexes;
}
