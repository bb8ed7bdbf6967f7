import { describe, expect, it } from 'vitest';
import { formatMoscowWhen } from './when';

describe('formatMoscowWhen', () => {
  it('reads as a person says it, in Moscow time, without seconds', () => {
    expect(formatMoscowWhen('2026-11-26T22:52:11Z', 'ru')).toBe('27.11.2026 в 01:52 МСК');
    expect(formatMoscowWhen('2026-11-26T22:52:59Z', 'en')).toBe('27.11.2026 at 01:52 MSK');
  });
  it('leaves what is not a date alone and says nothing for none', () => {
    expect(formatMoscowWhen('soon', 'ru')).toBe('soon');
    expect(formatMoscowWhen(null, 'ru')).toBe('');
  });
});
