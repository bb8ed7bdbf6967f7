// The parser's bookkeeping for open containers: reused frames, flat position tables and fast object building.
import type { JsonPathSegment } from './json-path';

/** An open array or object. Frames are reused per depth, so parsing allocates little besides values. */
export interface Frame {
  isArray: boolean;
  count: number;
  /** The key or index being read, for the error path; undefined before an object's first key. */
  key: JsonPathSegment | undefined;
  /** False once a key needed unescaping: such keys cannot be matched against the raw text. */
  plainKeys: boolean;
  keys: string[];
  /** Member values; for an array this is the array returned, for an object the scratch below. */
  values: unknown[];
  objectScratch: unknown[];
  offsets: number[];
  /** Index of each member's own table (see Tables), or -1 for a primitive. */
  tables: number[];
}

/**
 * Positions of all containers' members, flat, in typed arrays (no per-row garbage). A table is
 * a header slot (offset = member count, child = the object's shape index or -1 for an array)
 * followed by one slot per member (value offset, index of the member's own table or -1).
 * A container's table is written when it closes, so its slots are contiguous.
 */
export class Tables {
  offsets = new Int32Array(1024);
  children = new Int32Array(1024);
  length = 0;
  /** Key lists of objects; rows of one shape share one list. */
  readonly shapes: string[][] = [];

  write(frame: Frame, shape: number): number {
    const header = this.length;
    const needed = header + 1 + frame.count;
    if (needed > this.offsets.length) this.grow(needed);
    const { offsets, children } = this;
    offsets[header] = frame.count;
    children[header] = shape;
    for (let m = 0; m < frame.count; m++) {
      offsets[header + 1 + m] = frame.offsets[m];
      children[header + 1 + m] = frame.tables[m];
    }
    this.length = needed;
    return header;
  }

  private grow(needed: number): void {
    const size = Math.max(needed, this.offsets.length * 2);
    const offsets = new Int32Array(size);
    offsets.set(this.offsets);
    const children = new Int32Array(size);
    children.set(this.children);
    this.offsets = offsets;
    this.children = children;
  }
}

/** Opens (resets) the frame of a container at `depth`, creating it on first use. */
export function openFrame(stack: Frame[], depth: number, isArray: boolean): void {
  let frame = stack[depth];
  if (frame === undefined) {
    const objectScratch: unknown[] = [];
    frame = {
      isArray,
      count: 0,
      key: undefined,
      plainKeys: true,
      keys: [],
      values: objectScratch,
      objectScratch,
      offsets: [],
      tables: [],
    };
    stack[depth] = frame;
  }
  frame.isArray = isArray;
  frame.count = 0;
  frame.key = undefined;
  frame.plainKeys = true;
  frame.keys.length = 0;
  frame.offsets.length = 0;
  frame.tables.length = 0;
  // An array's values become the array itself; an object's are copied out, so reuse them.
  if (isArray) frame.values = [];
  else {
    frame.values = frame.objectScratch;
    frame.values.length = 0;
  }
}

/**
 * Builds objects the fast way. Rows repeat one shape; V8 turns an object filled by more than
 * about a dozen computed-key stores into a slow dictionary, while a spread copy of an object
 * with the same keys is fast and only needs its values replaced. It is also what zod walks quickly.
 */
export class ObjectShapes {
  private readonly shapeByDepth: number[] = [];
  private readonly objectsByDepth: (Record<string, unknown> | undefined)[] = [];
  /** The shape index of the object built last. */
  lastShape = -1;

  constructor(private readonly shapes: string[][]) {}

  /** The key the previous object at this depth had at this index, if it can be matched raw. */
  keyAt(depth: number, index: number): string | undefined {
    const shape = this.shapeByDepth[depth];
    return shape === undefined ? undefined : this.shapes[shape][index];
  }

  build(depth: number, frame: Frame): Record<string, unknown> {
    const { keys, values, count } = frame;
    const shape = this.shapeByDepth[depth];
    const template = this.objectsByDepth[depth];
    if (template !== undefined && shape !== undefined && sameKeys(this.shapes[shape], keys, count)) {
      const target = { ...template };
      for (let m = 0; m < count; m++) setMember(target, keys[m], values[m]);
      this.lastShape = shape;
      return target;
    }
    let target: Record<string, unknown> = {};
    for (let m = 0; m < count; m++) setMember(target, keys[m], values[m]);
    target = { ...target };
    this.lastShape = this.shapes.push(keys.slice(0, count)) - 1;
    // Only keys read without escapes can be matched against the raw text of later objects.
    if (frame.plainKeys) {
      this.shapeByDepth[depth] = this.lastShape;
      this.objectsByDepth[depth] = target;
    }
    return target;
  }
}

function sameKeys(known: string[], keys: string[], count: number): boolean {
  if (known.length !== count) return false;
  for (let m = 0; m < count; m++) if (known[m] !== keys[m]) return false;
  return true;
}

/** Assigns like JSON.parse does: `__proto__` becomes an own property, never the prototype. */
function setMember(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
  } else target[key] = value;
}
