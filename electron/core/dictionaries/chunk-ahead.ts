import { laterRvInt, maxRvInt } from '@shared/protocol/dictionaries';
import { LeasedBytes } from './byte-pool';
import type { ChunkBody } from './chunk-body';
import { nowMs, type ParsedChunk } from './worker/parsed-chunk';

/** When a chunk's steps happened (ms since the epoch, from any thread), for the overlap's proof. */
export interface ChunkTimeline {
  requestedAt: number;
  /** The body in hand on the host's thread (and handed to the parser). */
  receivedAt: number;
  /** The parser's own start and end (the worker's clock, when it parsed in a worker). */
  parseFrom: number;
  parseTo: number;
  /** The parsed chunk was already in hand when the writer asked for it. */
  heldAtTake: boolean;
}

/** A parsed chunk and its timeline. */
export interface AheadChunk {
  parsed: ParsedChunk;
  timeline: ChunkTimeline;
}

/** Fetches and parses chunks ahead of the writer, guessing each next cursor from the bytes. */
export interface ChunkAhead {
  /** The chunk after `after`: the one already on its way when the guess was right, else a new request. */
  take(after: bigint): Promise<AheadChunk>;
  /**
   * Waits until the bodies requested before the previous write are in hand (and the next request
   * made from each), so they are parsed during the coming write instead of after it.
   */
  settle(): Promise<void>;
  /**
   * Asks for the first chunk (after `after`) before the writer wants it: the run primes the next
   * dictionary while this thread builds the indexes of the one just loaded. A wrong cursor costs a
   * request, never a record (take drops it).
   */
  prime(after: bigint): void;
  /**
   * Settles once every request on its way has its body in hand (or failed), and the requests
   * those bodies named, up to the depth: their parses have begun.
   */
  received(): Promise<void>;
  /** Stops the requests on the way. */
  close(): void;
}

interface Entry {
  after: bigint;
  controller: AbortController;
  round: number;
  /** The next cursor guessed from the body (undefined until it is in hand, null: none to ask). */
  next: bigint | null | undefined;
  extended: boolean;
  done: boolean;
  received: Promise<void>;
  chunk: Promise<AheadChunk>;
}

/**
 * The reader side of the sync's pipeline (docs/architecture.md, "A sync"). Each body is handed to
 * the parser as soon as it is in hand, and its last `"rvInt"` (a search of the bytes from the end,
 * no parse; every `"rvInt"` once a guess was wrong) names the next request at once, so while the
 * host writes chunk N the worker parses N + 1 and N + 2 is on its way. At most `depth` chunks
 * wait ahead of the writer. The guess is only a guess: the writer takes a chunk by the cursor its
 * own write reached, and a chunk asked after any other cursor is dropped and asked again (an
 * operator that does not sort, say). Bodies of records already parsed (tests) give no guess: their
 * next chunk is asked when the writer wants it.
 */
export function createChunkAhead(steps: {
  fetch(after: bigint, signal: AbortSignal): Promise<ChunkBody>;
  parse(body: ChunkBody): Promise<ParsedChunk>;
  depth?: number;
}): ChunkAhead {
  const depth = steps.depth ?? 2;
  let waiting: Entry[] = [];
  let last: Entry | null = null;
  let round = 0;
  let closed = false;
  // Chunks come in version order from the operators we know: the last record names the next
  // cursor. One wrong guess (an operator that does not sort, a nested rvInt) and every later body
  // is scanned whole, so such an operator costs the chunks asked ahead (two at most) once per
  // dictionary, not a request per chunk.
  let scan: CursorScan = 'tail';

  const start = (after: bigint): Entry => {
    const controller = new AbortController();
    const requestedAt = nowMs();
    let receivedAt = 0;
    const entry: Entry = { after, controller, round, next: undefined, extended: false, done: false } as Entry;
    const body = steps.fetch(after, controller.signal).then((b) => {
      receivedAt = nowMs();
      entry.next = nextCursor(b, after, scan);
      return b;
    });
    entry.chunk = body.then(async (b) => {
      const parsed = await steps.parse(b);
      entry.done = true;
      const { parseFrom, parseTo } = parsed;
      return { parsed, timeline: { requestedAt, receivedAt, parseFrom, parseTo, heldAtTake: false } };
    });
    entry.chunk.catch(() => undefined); // awaited by take; this keeps a dropped guess quiet
    entry.received = body.then(
      () => extend(),
      () => undefined,
    );
    last = entry;
    waiting.push(entry);
    return entry;
  };

  // Asks for the chunk after the newest one, once its body named the cursor and few enough wait.
  const extend = () => {
    const tail = last;
    if (closed || !tail || tail.extended || tail.next === undefined || waiting.length >= depth) return;
    tail.extended = true;
    if (tail.next !== null) start(tail.next);
  };

  const drop = () => {
    for (const entry of waiting) entry.controller.abort();
    waiting = [];
  };

  return {
    async take(after) {
      let entry = waiting[0];
      if (!entry || entry.after !== after) {
        if (entry) scan = 'whole';
        drop();
        entry = start(after);
      }
      waiting.shift();
      const held = entry.done;
      extend();
      const chunk = await entry.chunk;
      chunk.timeline.heldAtTake = held;
      return chunk;
    },
    async settle() {
      // Asked in an earlier round: each had a whole write to be answered. Those asked during this
      // wait (from the bodies it takes in) belong to this round and are awaited before the next write.
      const before = waiting.filter((e) => e.round < round);
      await Promise.all(before.map((e) => e.received));
      round++;
    },
    prime(after) {
      if (!closed && waiting.length === 0) start(after);
    },
    async received() {
      // A body in hand asks for the next chunk (up to the depth): those bodies are awaited too, so
      // the worker has a chunk more to parse during the caller's synchronous work.
      for (let seen = -1; waiting.length !== seen;) {
        seen = waiting.length;
        await Promise.all(waiting.map((e) => e.received));
      }
    },
    close() {
      closed = true;
      drop();
    },
  };
}

/** How a body's next cursor is found: its last version only (ordered chunks), or every version in it. */
export type CursorScan = 'tail' | 'whole';

/**
 * The cursor the writer will reach with this body if every record is as it looks: the highest
 * `"rvInt": <digits>` of the text (`whole`) or the last one (`tail`: a chunk in version order ends
 * with its highest, and finding it costs one search from the end instead of one per record: on
 * 2.2 M records that scan was a second of the writing thread) when it is above `after`; null when
 * there is nothing to ask next (an empty chunk, or nothing newer: the writer confirms the end
 * itself); undefined for records already parsed.
 */
export function nextCursor(body: ChunkBody, after: bigint, scan: CursorScan = 'whole'): bigint | null | undefined {
  const raw = body instanceof LeasedBytes ? body.bytes : body;
  if (typeof raw !== 'string' && !(raw instanceof Uint8Array)) return undefined;
  const text = typeof raw === 'string' ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
  const code = (i: number) => (typeof text === 'string' ? text.charCodeAt(i) : text[i]!);
  // The version written after `"rvInt"` at `at`, or undefined when none is there (not an integer, too long).
  const versionAt = (at: number): number | bigint | undefined => {
    let i = at + 7;
    while (isSpace(code(i))) i++;
    if (code(i) !== 58 /* : */) return undefined;
    i++;
    while (isSpace(code(i))) i++;
    const from = i;
    while (code(i) >= 48 && code(i) <= 57) i++;
    const end = code(i);
    if (i === from || i - from > 19 || end === 46 || end === 101 || end === 69) return undefined;
    if (i - from > 15) {
      const value = BigInt(text.slice(from, i).toString());
      return value <= maxRvInt ? value : undefined;
    }
    let value = 0;
    for (let j = from; j < i; j++) value = value * 10 + (code(j) - 48);
    return value;
  };
  // Safe versions as numbers (the rule), longer ones as bigints, like createRvIntTally.
  let maxNumber = 0;
  let maxBig = 0n;
  const see = (value: number | bigint | undefined) => {
    if (typeof value === 'number') maxNumber = Math.max(maxNumber, value);
    else if (typeof value === 'bigint' && value > maxBig) maxBig = value;
  };
  if (scan === 'tail') {
    for (let at = text.lastIndexOf('"rvInt"'); at >= 0; at = at > 0 ? text.lastIndexOf('"rvInt"', at - 1) : -1) {
      const value = versionAt(at);
      if (value !== undefined) {
        see(value);
        break;
      }
    }
  } else {
    for (let at = text.indexOf('"rvInt"'); at >= 0; at = text.indexOf('"rvInt"', at + 7)) see(versionAt(at));
  }
  const max = laterRvInt(BigInt(maxNumber), maxBig);
  return max > after ? max : null;
}

const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;
