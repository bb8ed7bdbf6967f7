import { layerTable } from './layer-table.js';

// The layer table as docs/architecture.md shows it, and back: `node scripts/layers/layer-doc.js`
// prints the Markdown to paste between the doc's layer-table markers; layer-doc.test.ts fails
// when the doc's table and layer-table.js disagree.

export const START = '<!-- layer-table:start -->';
export const END = '<!-- layer-table:end -->';

/** @param {string[]} items */
const code = (items) => (items.length > 0 ? items.map((i) => `\`${i}\``).join(', ') : '—');
/** @param {string[]} items */
const plain = (items) => (items.length > 0 ? items.join(', ') : '—');
/** @param {'all' | string[]} value */
const node = (value) => (value === 'all' ? 'all' : value.length > 0 ? value.join(', ') : 'none');

/** @param {import('./layer-table.js').LayerRow} row */
function folderCell(row) {
  const note = row.shallow ? ' (its own files)' : row.units ? ' (each feature entered through its index.ts)' : '';
  return `\`${row.folder}\`${note}`;
}

/** @param {import('./layer-table.js').LayerRow} row */
function testsCell(row) {
  const parts = [];
  if (row.tests.imports.length > 0) parts.push(code(row.tests.imports));
  if (row.tests.packages.length > 0) parts.push(plain(row.tests.packages));
  if (node(row.tests.node) !== node(row.node)) parts.push(`Node: ${node(row.tests.node)}`);
  return parts.length > 0 ? parts.join('; ') : '—';
}

/** The Markdown table of every row. */
export function renderLayerTable() {
  const lines = [
    '| Folder | What it is | May import (besides itself) | npm packages | Node builtins | Its tests may also import |',
    '| --- | --- | --- | --- | --- | --- |',
    ...layerTable.map(
      (row) =>
        `| ${folderCell(row)} | ${row.role} | ${code(row.imports)} | ${plain(row.packages)} | ${node(row.node)} | ${testsCell(row)} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * The rows of a rendered table, cell by cell (whitespace and alignment padding ignored).
 * @param {string} markdown
 * @returns {string[][]}
 */
export function tableCells(markdown) {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim().replace(/\s+/g, ' ')),
    );
}

/**
 * The table between the markers of a document, or undefined when the markers are missing.
 * @param {string} document
 */
export function docTable(document) {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  return start < 0 || end < start ? undefined : document.slice(start + START.length, end);
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(renderLayerTable());
