import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('words seconds, minutes and hours in the chosen language', () => {
    expect(formatDuration(45, 'ru')).toBe('45 с');
    expect(formatDuration(200, 'ru')).toBe('3 мин 20 с');
    expect(formatDuration(3900, 'ru')).toBe('1 ч 5 мин');
    expect(formatDuration(200, 'en')).toBe('3 mins 20 secs');
    expect(formatDuration(-5, 'ru')).toBe('0 с');
  });
});
