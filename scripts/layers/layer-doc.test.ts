import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docTable, renderLayerTable, tableCells } from './layer-doc.js';
import { repoRoot } from './layer-judge.js';
import { layerTable } from './layer-table.js';

// docs/architecture.md shows the layer table; it must say what the lint enforces.
const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');

describe("docs/architecture.md's layer table", () => {
  it('is there, between its markers', () => {
    expect(docTable(doc)).toBeDefined();
  });

  it('says, row by row and cell by cell, what scripts/layers/layer-table.js says', () => {
    // On a difference: `node scripts/layers/layer-doc.js` prints the table to paste, or fix the row.
    expect(tableCells(docTable(doc) ?? '')).toEqual(tableCells(renderLayerTable()));
  });

  it('has one row per folder of the table', () => {
    expect(tableCells(renderLayerTable())).toHaveLength(layerTable.length + 1);
  });

  it('would notice a folder allowed in the lint but not in the doc', () => {
    const cells = tableCells(docTable(doc) ?? '');
    const main = cells.find((row) => row[0] === '`electron/main`')!;
    expect(main[2]).toContain('`electron/security`');
    main[2] = main[2]!.replace(', `electron/security`', '');
    expect(cells).not.toEqual(tableCells(renderLayerTable()));
  });
});
