import { describe, expect, it } from 'vitest';
import { rvToBase64 } from '../util/rv';
import { ByteWriter } from './byte-writer';
import { parseRvBase64, rvIntToBase64 } from './row-version';

const samples = [0, 1, 255, 256, 65_535, 2 ** 32 - 1, 2 ** 32, 5_000_850_908, 2 ** 53 - 1];

describe('row versions', () => {
  it('encodes rvInt as base64 of 8 big-endian bytes, as the sandbox core does', () => {
    for (const v of samples) {
      expect(rvIntToBase64(v)).toBe(rvToBase64(v));
      const w = new ByteWriter(16);
      w.rv(v);
      expect(w.view().toString('latin1')).toBe(rvToBase64(v));
    }
    expect(rvIntToBase64(1)).toBe('AAAAAAAAAAE=');
  });

  it('decodes rv back to the same number', () => {
    for (const v of samples) expect(parseRvBase64(rvIntToBase64(v))).toEqual({ rvInt: v });
    expect(parseRvBase64('AQ==')).toEqual({ rvInt: 1 });
    expect(parseRvBase64('//////////8=')).toEqual({ rvInt: Infinity });
  });

  it('explains what is wrong with a bad rv', () => {
    expect(parseRvBase64('AAAAASoS 9w=')).toMatchObject({ error: expect.stringContaining('%2B') });
    expect(parseRvBase64('AAAAASoS-9w=')).toMatchObject({ error: expect.stringContaining('base64url') });
    expect(parseRvBase64('AAA')).toMatchObject({ error: expect.stringContaining('not valid base64') });
    expect(parseRvBase64('AAAAAAAAAAAAAA==')).toMatchObject({ error: expect.stringContaining('10 bytes') });
  });

  it('writes integers and decimal commas digit by digit', () => {
    const w = new ByteWriter(64);
    for (const v of [0, 7, 10, 1234567890, 2 ** 32 + 5, 9_007_199_254_740_991, -42]) {
      w.pos = 0;
      w.int(v);
      expect(w.view().toString()).toBe(String(v));
    }
    w.pos = 0;
    w.decimalComma(62.5);
    expect(w.view().toString()).toBe('62,5');
    w.pos = 0;
    w.padded(36000291452, 13);
    expect(w.view().toString()).toBe('0000036000291452'.slice(3));
  });
});
