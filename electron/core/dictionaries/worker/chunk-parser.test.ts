import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncChunkedDictionary } from '../chunked-sync';
import { LeasedBytes } from '../byte-pool';
import { asTextSource, createMemoryOperator } from '@tests/kits/core/dictionaries/memory-operator';
import { localRecords, openTempDb } from '@tests/kits/core/dictionaries/dict-test-kit';
import { createSyncParts } from '../sync-parts';
import { createChunkParser } from './chunk-parser';
import { createSharedCount } from './shared-count';
import { parseChunk, rowReader, transferablesOf, type ParsedChunk } from './parsed-chunk';

/** A trademarks chunk: valid records, one of the wrong type, one that is no object, a name with ё and `},{`. */
function chunkText(rows: number): string {
  const records: unknown[] = [];
  for (let id = 1; id <= rows; id++)
    records.push({
      id,
      name: id === 3 ? 'Ёлка },{ "x"' : `Знак ${id}`,
      actual: id % 2 === 0,
      rv: 'AAAAAAAAB9E=',
      rvInt: 1000 + id,
      extraField: id,
    });
  records.push({ id: 'seven', name: 'Плохой', actual: true, rv: 'AAAAAAAAB9E=', rvInt: 5000 });
  records.push(42);
  return JSON.stringify(records);
}

/** The parse without its timing (which differs between any two runs). */
const content = ({ parseFrom: _from, parseTo: _to, ...rest }: ParsedChunk) => rest;

/** A log that keeps its lines. */
function keptLog() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = [];
  return {
    lines,
    log: {
      log: (level: string, message: string, fields?: Record<string, unknown>) => lines.push({ level, message, fields }),
    },
  };
}

describe('the dictionary chunk parser', () => {
  it('parses in a worker thread exactly as on this one, moving a pooled buffer there and back', async () => {
    const { lines, log } = keptLog();
    const parser = createChunkParser({ log });
    try {
      const text = chunkText(2_000);
      const bytes = new TextEncoder().encode(text);
      let returned: Uint8Array | undefined;
      const body = new LeasedBytes(bytes, (back) => (returned = back));
      const inWorker = await parser.parse('trademarks', body);
      expect(parser.inWorker).toBe(true);
      expect(lines).toEqual([]);
      // The buffer moved (detached here) and came back whole for the pool to lend again.
      expect(bytes.byteLength).toBe(0);
      expect(returned?.byteLength).toBe(new TextEncoder().encode(text).byteLength);
      const here = parseChunk('trademarks', text);
      expect(content(inWorker)).toEqual(content(here));
      expect([inWorker.records, inWorker.rejected.raw.length]).toEqual([2_002, 2]);
      expect(inWorker.rejected.recordKey).toEqual(['["seven"]', null]);
      // Numbers travel as typed arrays, text as UTF-8 bytes with offsets (all moved, none cloned).
      expect(inWorker.columns[0]).toBeInstanceOf(Float64Array);
      expect(inWorker.columns[1]).toMatchObject({ bytes: expect.any(Uint8Array), offsets: expect.any(Int32Array) });
      const third = rowReader(inWorker, 1)(2);
      expect(third.slice(0, 3)).toEqual([null, 3, 'Ёлка },{ "x"']);
      expect(third.at(-1)).toBe('{"extraField":3}');
    } finally {
      await parser.close();
    }
  });

  it('takes a written chunk’s buffers back (moved, not copied) and goes on parsing', async () => {
    const parser = createChunkParser();
    try {
      const text = chunkText(500);
      const first = await parser.parse('trademarks', new TextEncoder().encode(text));
      const buffers = transferablesOf(first);
      expect(buffers.every((buffer) => buffer.byteLength > 0)).toBe(true);
      parser.recycle(first);
      // Moved to the worker: empty here, so this thread's collector has nothing of them to free.
      expect(buffers.map((buffer) => buffer.byteLength).filter((n) => n > 0)).toEqual([]);
      // Twice is harmless (nothing left to move), and the next chunk parses as before.
      parser.recycle(first);
      const second = await parser.parse('trademarks', text);
      expect(content(second)).toEqual(content(parseChunk('trademarks', text)));
    } finally {
      await parser.close();
    }
  });

  it('counts each chunk in the shared load from its sending until the worker has parsed it, errors too', async () => {
    const load = createSharedCount();
    const count = new Int32Array(load.shared);
    const parser = createChunkParser({ load });
    try {
      // Started (the worker ready) by a first chunk; nothing left counted after it.
      await parser.parse('trademarks', chunkText(10));
      expect(Atomics.load(count, 0)).toBe(0);
      const text = chunkText(20_000);
      const both = [parser.parse('trademarks', text), parser.parse('trademarks', text)];
      // Sent (a microtask later): both counted before the worker is through the first.
      await Promise.resolve();
      expect(Atomics.load(count, 0)).toBe(2);
      // Counted down by the worker itself, whether or not its answers were read here yet.
      while (Atomics.load(count, 0) > 0) await new Promise((resolve) => setTimeout(resolve, 1));
      await Promise.all(both);
      expect(Atomics.load(count, 0)).toBe(0);
      await expect(parser.parse('trademarks', '[{"id": 1,')).rejects.toThrow();
      expect(Atomics.load(count, 0)).toBe(0);
    } finally {
      await parser.close();
    }
  });

  it('answers a chunk that is no JSON with the same error as on this thread', async () => {
    const parser = createChunkParser();
    try {
      await expect(parser.parse('trademarks', '[{"id": 1,')).rejects.toMatchObject({ code: 'bad-response' });
    } finally {
      await parser.close();
    }
  });

  it('without its worker file parses on this thread and says so in the log once', async () => {
    const { lines, log } = keptLog();
    const parser = createChunkParser({ log, workerFile: '/nonexistent/dict-parse-worker.cjs' });
    const text = chunkText(50);
    const first = await parser.parse('trademarks', text);
    await parser.parse('trademarks', text);
    expect(parser.inWorker).toBe(false);
    expect(content(first)).toEqual(content(parseChunk('trademarks', text)));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', fields: { reason: 'the worker file is missing' } });
    await parser.close();
  });
});

describe('a sync with the parsing worker and without it', () => {
  let temps: ReturnType<typeof openTempDb>[];
  beforeEach(() => (temps = [openTempDb(), openTempDb()]));
  afterEach(() => temps.forEach((t) => t.cleanup()));

  it('ends with the same rows, quarantine and cursor either way', async () => {
    const op = createMemoryOperator();
    for (let id = 1; id <= 230; id++) op.put('trademarks', { id, name: `Знак ${id}`, actual: true });
    op.put('trademarks', { id: 999, name: 7, actual: true });
    const { source: asText } = asTextSource(op);
    const results = [];
    for (const [i, workerFile] of [undefined, '/nonexistent/dict-parse-worker.cjs'].entries()) {
      const { lines, log } = keptLog();
      const parts = createSyncParts(temps[i]!.db, { now: () => new Date(), log, parseWorkerFile: workerFile });
      const src = parts.state.sourceId('either');
      const outcome = await syncChunkedDictionary(
        parts,
        asText,
        { src, name: 'trademarks' },
        { count: 40, signal: new AbortController().signal },
      );
      results.push({
        outcome,
        inWorker: parts.parser.inWorker,
        warned: lines.length,
        rows: localRecords(temps[i]!.db, src, 'trademarks'),
        quarantine: temps[i]!.db.prepare('SELECT record_key, reason, raw FROM dict_quarantine').all(),
        cursor: parts.state.state(src, 'trademarks').cursor,
      });
      await parts.parser.close();
    }
    const [worker, inThread] = results;
    expect([worker!.inWorker, worker!.warned, inThread!.inWorker, inThread!.warned]).toEqual([true, 0, false, 1]);
    expect(worker!.outcome).toEqual(inThread!.outcome);
    expect(worker!.outcome).toMatchObject({ stored: 230, quarantined: 1 });
    expect(worker!.rows).toEqual(inThread!.rows);
    expect(worker!.quarantine).toEqual(inThread!.quarantine);
    expect(worker!.cursor).toBe(inThread!.cursor);
  });
});
