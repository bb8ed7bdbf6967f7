import type { KeyboardEvent } from 'react';

/** A grid cell as `data-cell` names it: the record number and the column's key. */
export interface GridCell {
  row: number;
  key: string;
}

export const cellSelector = (cell: GridCell) => `[data-cell="${cell.row}:${CSS.escape(cell.key)}"]`;

export function parseCell(value: string | null | undefined): GridCell | undefined {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1) return undefined;
  return { row: Number(value.slice(0, at)), key: value.slice(at + 1) };
}

/** Rows a Page Up / Page Down moves (about a screenful of the workbench grid). */
const PAGE_ROWS = 10;

/**
 * Where a key press moves from `from` in a grid of `total` records (the usual data-grid keys:
 * arrows, Home/End in the row, Ctrl+Home/End to the first/last record, Page Up/Down), or
 * undefined when the key is not a move. `keys` are the row's column keys in screen order.
 */
export function gridMove(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey'>,
  from: GridCell,
  keys: readonly string[],
  total: number,
): GridCell | undefined {
  const column = Math.max(0, keys.indexOf(from.key));
  const clampRow = (row: number) => Math.min(Math.max(1, row), Math.max(1, total));
  const ctrl = event.ctrlKey || event.metaKey;
  switch (event.key) {
    case 'ArrowUp':
      return { row: clampRow(from.row - 1), key: from.key };
    case 'ArrowDown':
      return { row: clampRow(from.row + 1), key: from.key };
    case 'PageUp':
      return { row: clampRow(from.row - PAGE_ROWS), key: from.key };
    case 'PageDown':
      return { row: clampRow(from.row + PAGE_ROWS), key: from.key };
    case 'ArrowLeft':
      return { row: from.row, key: keys[Math.max(0, column - 1)] ?? from.key };
    case 'ArrowRight':
      return { row: from.row, key: keys[Math.min(keys.length - 1, column + 1)] ?? from.key };
    case 'Home':
      return ctrl ? { row: 1, key: from.key } : { row: from.row, key: keys[0] ?? from.key };
    case 'End':
      return ctrl ? { row: clampRow(total), key: from.key } : { row: from.row, key: keys.at(-1) ?? from.key };
    default:
      return undefined;
  }
}
