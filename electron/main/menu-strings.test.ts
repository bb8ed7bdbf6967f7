import { describe, expect, it } from 'vitest';
import { menuStrings, menuStringsFor } from './menu-strings';

describe('menu strings', () => {
  it('speaks Russian first and English otherwise', () => {
    expect(menuStringsFor('ru-RU').quit).toBe('Выход');
    expect(menuStringsFor('ru').file).toBe('Файл');
    expect(menuStringsFor('en-US').quit).toBe('Quit');
    expect(menuStringsFor('de-DE').quit).toBe('Quit');
  });
  it('has every label in both languages', () => {
    expect(Object.keys(menuStrings.en).sort()).toEqual(Object.keys(menuStrings.ru).sort());
    for (const value of [...Object.values(menuStrings.ru), ...Object.values(menuStrings.en)])
      expect(value.trim()).not.toBe('');
  });
});
