import { describe, expect, it } from 'vitest';
import {
  assignColumn,
  mappingOf,
  mergeColumns,
  missingRequired,
  moscowInputValue,
  packageDateOf,
  sentValue,
  targetOfColumn,
} from './mapping-state';

describe('the mapping screen state', () => {
  const headers = ['Код партии', 'ННТ', 'Кол-во', 'Закупка', 'Розница'];

  it('starts from the saved mapping where the file has its headers, then the suggestion', () => {
    const merged = mergeColumns(
      headers,
      { prtId: 'Код партии', nnt: 'ННТ', qnt: 'Кол-во' },
      { prcOptNds: 'Закупка', qnt: 'Остаток' },
    );
    // The saved qnt column is gone from this file: the suggestion fills it; a column is used once.
    expect(merged).toEqual({ prcOptNds: 'Закупка', prtId: 'Код партии', nnt: 'ННТ', qnt: 'Кол-во' });
    expect(missingRequired(merged)).toEqual([]);
    // The store's choice wins over the suggestion for the same column.
    expect(mergeColumns(headers, { prcOptNds: 'Розница' }, { prcRet: 'Розница' })).toEqual({ prcRet: 'Розница' });
    expect(missingRequired({ prtId: 'Код партии' })).toEqual(['nnt', 'qnt', 'prcOptNds']);
    // No nnt column: the code is found from the pharmacy's code or the barcode, if either is mapped.
    expect(missingRequired({ prtId: 'П', sku: 'Код', qnt: 'К', prcOptNds: 'Ц' })).toEqual([]);
    expect(missingRequired({ prtId: 'П', barcode: 'Ш', qnt: 'К', prcOptNds: 'Ц' })).toEqual([]);
  });

  it('maps a column to one field and a field to one column', () => {
    let columns = assignColumn({ prtId: 'Код партии', prcRet: 'Закупка' }, 'Закупка', 'prcOptNds');
    expect(columns).toEqual({ prtId: 'Код партии', prcOptNds: 'Закупка' });
    columns = assignColumn(columns, 'Розница', 'prcOptNds');
    expect(columns).toEqual({ prtId: 'Код партии', prcOptNds: 'Розница' });
    expect(targetOfColumn(columns, 'Розница')).toBe('prcOptNds');
    expect(assignColumn(columns, 'Розница', undefined)).toEqual({ prtId: 'Код партии' });
  });

  it('sends only the reading settings the user chose', () => {
    expect(mappingOf({ delimiter: ';', headerRow: undefined }, undefined)).toEqual({
      version: 1,
      columns: {},
      delimiter: ';',
    });
  });

  it('reads and writes the package date as Moscow wall-clock time', () => {
    expect(moscowInputValue(new Date('2026-11-23T21:30:59Z'))).toBe('2026-11-24T00:30');
    expect(packageDateOf('2026-11-24T00:30')).toBe('2026-11-24T00:30:00+03:00');
    expect(packageDateOf('2026-11-24')).toBeUndefined();
    expect(sentValue(1234.5)).toBe('1234.5');
    expect(sentValue(true)).toBe('true');
    expect(sentValue('ПР-1')).toBe('ПР-1');
  });
});
