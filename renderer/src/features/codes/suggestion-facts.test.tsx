// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CodeSuggestion } from '@shared/ipc/channels/codes';
import { initI18n } from '@renderer/i18n';
import { SuggestionFacts } from './CodeRow';

const suggestion = (over: Partial<CodeSuggestion>): CodeSuggestion => ({
  product: { nnt: 100025, name: 'Цефиксим пор. 125мг/5мл №1', manufacturer: 'Гриндекс АО', knownPrice: null },
  confidence: 'high',
  score: 1,
  matchedWords: ['цефиксим'],
  missedWords: [],
  manufacturerMatched: false,
  dosageMatched: true,
  packMatched: true,
  nameFull: 'Цефиксим порошок 125 мг/5 мл, 1 шт.',
  actual: true,
  gnvls: false,
  ...over,
});

describe('what tells suggestions of one name apart', () => {
  let i18n: ReturnType<typeof initI18n>;
  beforeAll(() => {
    i18n = initI18n();
  });
  afterEach(cleanup);

  it('names the full name, the maker and the ЖНВЛП mark, and marks a code out of circulation', async () => {
    await i18n.changeLanguage('ru');
    render(<SuggestionFacts suggestion={suggestion({ gnvls: true, actual: false })} />);
    expect(screen.getByTestId('suggestion-facts').textContent).toBe(
      'Цефиксим порошок 125 мг/5 мл, 1 шт. · производитель: Гриндекс АО · ЖНВЛП',
    );
    expect(screen.getByTestId('suggestion-retired').textContent).toBe(
      'код не актуален — оператор вывел его из оборота',
    );
  });

  it('says nothing twice or empty: a full name equal to the name, no maker, a current code', async () => {
    await i18n.changeLanguage('en');
    render(
      <SuggestionFacts
        suggestion={suggestion({
          nameFull: 'Цефиксим пор. 125мг/5мл №1',
          product: { nnt: 1, name: 'Цефиксим пор. 125мг/5мл №1', manufacturer: null, knownPrice: null },
        })}
      />,
    );
    expect(screen.queryByTestId('suggestion-facts')).toBeNull();
    expect(screen.queryByTestId('suggestion-retired')).toBeNull();
    cleanup();
    render(<SuggestionFacts suggestion={suggestion({ actual: false })} />);
    expect(screen.getByTestId('suggestion-retired').textContent).toBe(
      'the code is not current — the operator took it out of circulation',
    );
  });
});
