import { describe, expect, it } from 'vitest';
import { buildChanges, type BaseRow } from './changes-generator';
import { convertStockFile } from './import-convert';

const now = new Date('2026-11-23T03:00:00Z');
const header =
  'Код партии;ННТ;Код;Количество;Цена закупки с НДС;Цена розничная;Серия;Годен до;Цена реестра;Производитель';

/** Rows of a pharmacy list; `blank` empties some cells and writes the exports' placeholder date. */
function list(blank: boolean): Uint8Array {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const k = i + 1;
    const empty = blank && k % 2 === 0;
    return [
      `П-${k}`,
      String(100000 + k),
      `SKU-${k}`,
      String(k + (blank ? 1 : 0)),
      '120,50',
      '150,00',
      empty ? '' : `С${k}`,
      empty ? '01.01.1900' : '31.12.2027 0:00:00',
      empty ? '' : '99,10',
      empty && k % 4 === 0 ? '' : 'Озон ООО',
    ].join(';');
  });
  return new TextEncoder().encode([header, ...rows].join('\r\n'));
}

describe('empty cells are left out, never null', () => {
  it('a changes package holds no null where its base holds a value, field by field', async () => {
    const base = await convertStockFile(list(false), { now });
    const next = await convertStockFile(list(true), { now });
    expect(base.errorCount).toBe(0);
    expect(next.errorCount).toBe(0);
    // The converter wrote no null at all: an empty cell or a placeholder date leaves its field out.
    expect(JSON.stringify(next.pkg)).not.toContain('null');
    const baseRows = base.pkg.stocks.map((r) => ({ ...r, prtId: r.prtId as string }) as BaseRow);
    const changes = buildChanges(next.pkg.stocks, baseRows);
    expect(changes.counts.changed).toBe(12);
    const byPrtId = new Map(baseRows.map((r) => [r.prtId, r]));
    let compared = 0;
    for (const row of changes.rows) {
      const was = byPrtId.get(row.prtId as string)!;
      for (const [field, value] of Object.entries(was)) {
        if (value === null || value === undefined) continue;
        compared++;
        expect(row[field], `${String(row.prtId)}.${field}`).not.toBeNull();
      }
      // The emptied cells are absent from the row, not null.
      const k = Number(String(row.prtId).slice(2));
      if (k % 2 === 0) {
        expect(row).not.toHaveProperty('series');
        expect(row).not.toHaveProperty('exp');
        expect(row).not.toHaveProperty('prcReestr');
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('a required field left empty is still a finding, and the row goes without it', async () => {
    const bytes = new TextEncoder().encode(`${header}\r\nП-1;;SKU-1;3;120,50;150,00;С1;31.12.2027;;Озон`);
    const result = await convertStockFile(bytes, { now });
    expect(result.findings.map((f) => [f.code, f.field])).toContainEqual(['missing-value', 'nnt']);
    expect(result.pkg.stocks[0]).not.toHaveProperty('nnt');
    expect(result.pkg.stocks[0]).not.toHaveProperty('prcReestr');
  });
});
