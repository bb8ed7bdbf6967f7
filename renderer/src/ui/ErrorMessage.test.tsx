// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@renderer/i18n';
import { DeskInvokeError } from '@renderer/lib/ipc';
import { ErrorMessage } from './ErrorMessage';

describe('ErrorMessage', () => {
  let i18n: ReturnType<typeof initI18n>;
  beforeAll(() => {
    i18n = initI18n();
  });
  afterEach(cleanup);

  it("words a store that is no longer there by its reason, in the user's language, without core's English", async () => {
    const error = new DeskInvokeError({
      code: 'not-found',
      message: 'There is no store profile with id 7; it may have been removed. Choose the store again.',
      details: { reason: 'profile-not-found', profileId: 7 },
    });
    await i18n.changeLanguage('ru');
    const { unmount } = render(<ErrorMessage error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('Этой аптеки больше нет в списке');
    expect(screen.getByRole('alert').textContent).not.toContain('store profile');
    unmount();
    await i18n.changeLanguage('en');
    render(<ErrorMessage error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('This store is no longer in the list');
  });

  it('falls back to the code for a reason it has no words for, never to core’s text', async () => {
    await i18n.changeLanguage('ru');
    render(
      <ErrorMessage
        error={new DeskInvokeError({ code: 'not-found', message: 'Gone away', details: { reason: 'other' } })}
      />,
    );
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain('больше не найдено');
    expect(text).not.toContain('Gone away');
    expect(text).not.toContain('other');
  });

  it('words an operator refusal from its fault and shows the operator’s words verbatim, explained', async () => {
    const error = new DeskInvokeError({
      code: 'bad-request',
      message: 'The operator refused stock upload (POST /v5/stores/x/stocks) as a bad request (400).',
      details: { fault: 'operator-refused', status: 400, reason: 'Unknown product 4711' },
    });
    await i18n.changeLanguage('ru');
    const { unmount } = render(<ErrorMessage error={error} />);
    const ru = screen.getByRole('alert').textContent ?? '';
    expect(ru).toContain('Оператор отклонил запрос (HTTP 400)');
    expect(ru).toContain('Ответ оператора: «Unknown product 4711»');
    expect(ru).toContain('оператор не знает товар');
    expect(ru).not.toContain('bad request');
    unmount();
    await i18n.changeLanguage('en');
    render(<ErrorMessage error={error} />);
    expect(screen.getByRole('alert').textContent).toContain('The operator says: “Unknown product 4711”');
  });

  it('shows a code it has no words for in Russian, core’s English only folded under “for support”', async () => {
    await i18n.changeLanguage('ru');
    const { container } = render(
      <ErrorMessage error={new DeskInvokeError({ code: 'brand-new-code', message: 'Disk quota exceeded' } as never)} />,
    );
    const sentence = container.querySelector('.error-box > p')?.textContent ?? '';
    expect(sentence).toContain('ошибка с кодом «brand-new-code»');
    expect(sentence).not.toContain('Disk');
    const folded = container.querySelector('details');
    expect(folded?.hasAttribute('open')).toBe(false);
    expect(folded?.querySelector('summary')?.textContent).toBe('Текст ошибки (англ.), для техподдержки');
    expect(folded?.querySelector('p[lang="en"]')?.textContent).toBe('Disk quota exceeded');
  });

  it('shows no support detail when the code has words', async () => {
    await i18n.changeLanguage('ru');
    const { container } = render(
      <ErrorMessage error={new DeskInvokeError({ code: 'network', message: 'connect ECONNREFUSED' })} />,
    );
    expect(container.querySelector('details')).toBeNull();
    expect(container.textContent).not.toContain('ECONNREFUSED');
  });
});
