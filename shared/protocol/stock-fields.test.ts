import { describe, expect, it } from 'vitest';
import { type z } from 'zod';
import { importConversionOf, importTargetSynonyms, importTargets } from '@shared/import/import-mapping';
import { stockSnapshotRowSchema, stockSortColumns as ipcSortColumns } from '@shared/ipc/channels/stocks';
import { checkRow, isRowField, lastRow } from '@shared/validation/stock-row-check';
import { sampleRow } from '@tests/kits/shared/validation/sample-rows';
import {
  nullWarnedFields,
  requiredStockFields,
  stockFields,
  stockReadFieldOrder,
  stockRowFields,
  stockServerFields,
  stockSortColumns,
} from './stock-fields';
import { createStockRowUploadSchema, stockRowReadSchema, stockRowUploadSchema } from './stocks';

// Each derived list is compared with the table itself, so a field added in one place only fails here.
const names = stockFields.map((f) => f.name);
const shapeKeys = (schema: unknown) => Object.keys((schema as z.ZodObject).shape);

describe('the stock-field table (shared/protocol/stock-fields.ts)', () => {
  it('has the 24 fields of 2.3 once each, with distinct SQLite columns', () => {
    expect(names).toHaveLength(24);
    expect(new Set(names).size).toBe(24);
    const columns = [...stockFields, ...stockServerFields].map((f) => f.column);
    expect(new Set(columns).size).toBe(columns.length);
    for (const f of stockFields) expect(f.label.ru && f.label.en, f.name).toBeTruthy();
  });

  it('is the upload schema: same keys in the same order, strict and lenient', () => {
    expect(shapeKeys(stockRowUploadSchema)).toEqual(names);
    expect(shapeKeys(createStockRowUploadSchema({ lenient: true }))).toEqual(names);
    expect(stockRowFields).toEqual(names);
  });

  it('is the schema rules: required fields refused when absent, max lengths enforced, silent nulls only when lenient', () => {
    const full = { ...sampleRow(1), prcOptNds: 1 };
    const lenient = createStockRowUploadSchema({ lenient: true, unknownFields: 'keep' });
    for (const f of stockFields) {
      const { [f.name]: _, ...without } = full as Record<string, unknown>;
      expect(stockRowUploadSchema.safeParse(without).success, f.name).toBe(f.rule.presence !== 'required');
      const max = 'maxLength' in f.rule ? f.rule.maxLength : undefined;
      if (max !== undefined) {
        expect(stockRowUploadSchema.safeParse({ ...full, [f.name]: 'x'.repeat(max) }).success, f.name).toBe(true);
        expect(stockRowUploadSchema.safeParse({ ...full, [f.name]: 'x'.repeat(max + 1) }).success, f.name).toBe(false);
      }
      const nullOk = f.rule.presence === 'nullable';
      expect(stockRowUploadSchema.safeParse({ ...full, [f.name]: null }).success, f.name).toBe(nullOk);
      expect(lenient.safeParse({ ...full, [f.name]: null }).success, f.name).toBe(
        nullOk || f.rule.presence === 'silent',
      );
    }
    expect(requiredStockFields).toEqual(['prtId', 'nnt', 'qnt', 'prcOptNds']);
  });

  it('is the read-back schema and order: server fields around the upload fields (2.4)', () => {
    expect(shapeKeys(stockRowReadSchema)).toEqual(stockReadFieldOrder);
    expect(stockReadFieldOrder).toEqual(['realNetId', 'storeId', ...names, 'stkDate', 'loadDate', 'rv']);
  });

  it('is the import mapping: every field a target, plus the unsent barcode and name, each with its conversion', () => {
    expect(importTargets).toEqual([...names, 'barcode', 'name']);
    expect(Object.keys(importConversionOf).sort()).toEqual([...importTargets].sort());
    expect(importTargetSynonyms.map((s) => s.target)).toEqual([...importTargets]);
  });

  it('gives each header word to one target only, already normalized', () => {
    const seen = new Map<string, string>();
    for (const { target, synonyms } of importTargetSynonyms)
      for (const word of synonyms) {
        expect(seen.get(word), `"${word}" is a synonym of ${seen.get(word)} and ${target}`).toBeUndefined();
        expect(word).toBe(word.toLowerCase().replaceAll('ё', 'е').trim());
        seen.set(word, target);
      }
  });

  it('is the IPC snapshot row and its sort columns', () => {
    const shown = stockServerFields.filter((f) => f.shown).map((f) => f.name);
    expect(shapeKeys(stockSnapshotRowSchema)).toEqual(['rowNo', ...names, ...shown]);
    expect(ipcSortColumns).toBe(stockSortColumns);
    expect(stockSortColumns).toContain('loadDate');
    expect(stockSortColumns).not.toContain('rv');
  });

  it('is the fields the fast row check looks at, each one (a wrong value in any field is counted)', () => {
    const full: Record<string, unknown> = { ...sampleRow(5), series: 'S', prcMan: 1, doc: 'D', sumOpt: 1 };
    for (const f of names) full[f] ??= f === 'dp' ? false : f.startsWith('sup') || f === 'doc' ? 'x' : 1;
    expect(checkRow(full, true, false)).toBe(0);
    // Every key known: no unknown-field warning.
    expect(lastRow.warnings).toBe(0);
    for (const f of names) {
      expect(isRowField(f)).toBe(true);
      expect(checkRow({ ...full, [f]: { wrong: true } }, true, false), f).toBe(1);
    }
    expect(isRowField('prcret')).toBe(false);
    checkRow({ ...full, prcret: 1 }, true, false);
    expect(lastRow.warnings).toBe(1);
    for (const f of nullWarnedFields) {
      expect(checkRow({ ...full, [f]: null }, true, false), f).toBe(0);
      expect(lastRow.warnings, f).toBe(1);
    }
  });
});
