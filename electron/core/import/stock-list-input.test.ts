import { describe, expect, it } from 'vitest';
import { encodeWindows1251 } from '@tests/kits/core/import/import-files';
import { isJsonPackage, readStockList } from './stock-list-input';

const now = new Date('2026-11-23T03:00:00Z');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('a new stock list for the changes generator', () => {
  it('takes a JSON package as it is (BOM and all), keeping its date and rows', async () => {
    const text =
      '\ufeff  {"date":"2026-11-22T06:00:00+03:00","stocks":[{"prtId":"П-1","nnt":5,"qnt":2,"prcOptNds":1.5}]}';
    const bytes = utf8(text);
    expect(isJsonPackage('list.txt', bytes)).toBe(true);
    const result = await readStockList('list.txt', bytes, { now });
    expect(result.info.format).toBe('json');
    expect(result.pkg.date).toBe('2026-11-22T06:00:00+03:00');
    expect(result.pkg.stocks).toEqual([{ prtId: 'П-1', nnt: 5, qnt: 2, prcOptNds: 1.5 }]);
    expect(Array.from(result.sourceRows)).toEqual([1]);
  });

  it('converts a CSV export with the mapping it is given', async () => {
    const csv = encodeWindows1251('Код партии;ННТ;Количество;Цена закупки с НДС\r\nП-1;5;3;10,50\r\n');
    expect(isJsonPackage('list.csv', csv)).toBe(false);
    const result = await readStockList('list.csv', csv, { now });
    expect(result.info).toMatchObject({ format: 'csv', encoding: 'windows-1251', delimiter: ';' });
    expect(result.pkg.stocks).toEqual([{ prtId: 'П-1', nnt: 5, qnt: 3, prcOptNds: 10.5 }]);
  });

  it('refuses JSON that is not a package, saying where it breaks', async () => {
    await expect(readStockList('broken.json', utf8('{"stocks": [1,'), { now })).rejects.toThrow(
      /"broken.json" is not valid JSON \(line 1/,
    );
    await expect(readStockList('rows.json', utf8('{"rows": []}'), { now })).rejects.toThrow(/needs a "stocks" list/);
  });
});
