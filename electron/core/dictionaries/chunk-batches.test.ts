import { describe, expect, it } from 'vitest';
import { NotSplittable, recordBatches } from './chunk-body';

const utf8 = (text: string) => new TextEncoder().encode(text);
const batchesOf = (text: string) => [...recordBatches(utf8(text))];

describe('a chunk read in windows', () => {
  it('parses each window of ~24 KB as one array: few batches, exactly the records JSON.parse gives', () => {
    const records = Array.from({ length: 3_000 }, (_, i) => ({
      nnt: i,
      barcode: `46${i}`,
      actual: i % 2 === 0,
      rvInt: 10 + i,
    }));
    const text = JSON.stringify(records);
    const batches = batchesOf(text);
    expect(batches.flat()).toEqual(records);
    // ~150 KB of text in windows of ~24 KB: a handful of batches, not one per record.
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.length).toBeLessThan(12);
  });

  it('falls back to record by record where a window edge falls inside a string, and still gives JSON.parse’s records', () => {
    // Every record is a long string full of "},{": many window edges fall inside one.
    const records = Array.from({ length: 300 }, (_, i) => ({
      id: i,
      name: `${'},{"id":'.repeat(60)}${i}`,
      rvInt: i + 1,
    }));
    expect(batchesOf(JSON.stringify(records)).flat()).toEqual(records);
  });

  it('recovers a version beyond 2^53 from its own record, even when a neighbour names rvInt inside itself', () => {
    // In one window: a record with a nested "rvInt" and one whose version JSON.parse would round.
    const text = '[{"id":1,"nested":{"rvInt":5},"rvInt":7},{"id":2,"rvInt":9007199254740993},{"id":3,"rvInt":8}]';
    const records = batchesOf(text).flat() as { id: number; rvInt: unknown }[];
    expect(records.map((r) => r.rvInt)).toEqual([7, 9007199254740993n, 8]);
  });

  it('still refuses a text with whitespace between records, or one that never closes a record', () => {
    expect(() => batchesOf('[{"id":1}, {"id":2}]')).toThrow(NotSplittable);
    expect(() => batchesOf('[{"id":1},{"id":2]')).toThrow(NotSplittable);
  });
});
