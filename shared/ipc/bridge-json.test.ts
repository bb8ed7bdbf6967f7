import { describe, expect, it } from 'vitest';
import { fromBridgeJson, toBridgeJson } from './bridge-json';

// Node's Buffer (a Uint8Array with its own toJSON), without Node types in shared/.
const { Buffer } = globalThis as unknown as { Buffer: { from(text: string): Uint8Array } };

describe('bridge JSON', () => {
  it('carries byte arrays (and Buffers) through JSON as tagged base64, every byte value intact', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const big = new Uint8Array(100_000).map((_, i) => (i * 7) & 0xff);
    const json = toBridgeJson({ input: { fileName: 'a.json', bytes: all, nested: [Buffer.from('ж')], big } });
    expect(json).toContain('"bytes":{"$bytes":"AAECAw');
    const back = fromBridgeJson(json) as { input: { bytes: Uint8Array; nested: Uint8Array[]; big: Uint8Array } };
    expect(back.input.bytes).toBeInstanceOf(Uint8Array);
    expect([...back.input.bytes]).toEqual([...all]);
    expect([...back.input.nested[0]!]).toEqual([0xd0, 0xb6]);
    expect(back.input.big).toEqual(big);
  });

  it('leaves everything else as plain JSON, including objects that only look like a tag', () => {
    const value = { a: 1, s: 'x', list: [null, true], other: { $bytes: 'AA==', extra: 1 }, num: { $bytes: 5 } };
    expect(fromBridgeJson(toBridgeJson(value))).toEqual(value);
    expect(toBridgeJson(undefined)).toBeUndefined();
  });
});
