import { describe, expect, it } from 'vitest';
import { packText, unpackText } from './packed-text';

describe('packed text: a large text deflated a slice per turn, and back', () => {
  it('comes back the same, Cyrillic and a surrogate pair across a slice boundary included', async () => {
    const head = 'Фармстандарт, '.repeat(80_000);
    // A pair straddling the first 1 MiB slice boundary, then more slices.
    const text = `${'x'.repeat((1 << 20) - 1)}😀${head}конец`;
    const packed = await packText(text, () => true);
    expect(packed).not.toBeNull();
    expect(packed!.length).toBeLessThan(text.length / 20);
    expect(unpackText(packed!)).toBe(text);
  });

  it('gives up when the text is wanted again meanwhile, or holds a lone surrogate', async () => {
    let turns = 0;
    expect(await packText('ы'.repeat(3 << 20), () => ++turns < 2)).toBeNull();
    expect(await packText(`abc\ud800def`, () => true)).toBeNull();
  });

  it('does not hold the event loop: its longest turn is a fraction of encoding the text at once', async () => {
    const text = 'Парацетамол 500 мг №20, '.repeat(1_500_000);
    const started = performance.now();
    Buffer.from(text, 'utf8');
    const atOnceMs = performance.now() - started;
    let longest = 0;
    let packing = true;
    let last = performance.now();
    const tick = () => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      if (packing) setImmediate(tick);
    };
    setImmediate(tick);
    await packText(text, () => true);
    packing = false;
    expect(longest).toBeLessThan(atOnceMs / 2);
  });
});
