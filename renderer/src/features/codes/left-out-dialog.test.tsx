// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@renderer/i18n';
import { LeftOutDialog, type LeftOutDetails } from './LeftOutDialog';

const details = (leftOut: number): LeftOutDetails => ({
  reason: 'rows-left-out',
  leftOut,
  rows: [{ sourceRow: 10, prtId: 'P-10', sku: 'НЕТ-1', barcode: null, name: 'Неизвестный товар' }],
  replacesWholeStock: true,
});

describe('the batches a full upload leaves out', () => {
  let i18n: ReturnType<typeof initI18n>;
  beforeAll(() => {
    i18n = initI18n();
  });
  afterEach(cleanup);

  it('speaks of one batch as one, and of 21 as several (Russian counts 21 with the "one" form)', async () => {
    await i18n.changeLanguage('ru');
    const noop = () => undefined;
    render(<LeftOutDialog details={details(1)} busy={false} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByTestId('left-out-text').textContent).toBe(
      'У 1 строки нет кода оператора. Полная выгрузка заменяет все остатки аптеки у оператора: эта партия исчезнет у него, пока не будет отправлена с кодом.',
    );
    expect(screen.getByRole('button', { name: 'Отправить без неё', hidden: true })).toBeDefined();
    cleanup();
    render(<LeftOutDialog details={details(21)} busy={false} onConfirm={noop} onCancel={noop} />);
    expect(screen.getByTestId('left-out-text').textContent).toBe(
      'У 21 строки нет кода оператора. Полная выгрузка заменяет все остатки аптеки у оператора: эти партии исчезнут у него, пока не будут отправлены с кодами.',
    );
    expect(screen.getByRole('button', { name: 'Отправить без них', hidden: true })).toBeDefined();
  });
});
