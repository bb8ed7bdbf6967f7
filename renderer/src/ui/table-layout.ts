import { useCallback, useEffect, useState } from 'react';

/**
 * A table's layout as the manager left it: column widths set by dragging (px, by column id) and
 * the columns folded away. Kept in localStorage per table (a renderer setting, no secret, like
 * the theme), so the stock table opens as it was closed.
 */
export interface TableLayout {
  widths: Record<string, number>;
  hidden: string[];
}

export const MIN_COLUMN_PX = 48;
export const MAX_COLUMN_PX = 900;
const PREFIX = 'desk.table.';
const empty = (): TableLayout => ({ widths: {}, hidden: [] });

export const clampWidth = (px: number) => Math.round(Math.min(MAX_COLUMN_PX, Math.max(MIN_COLUMN_PX, px)));

/** The remembered layout; anything unreadable (hand-edited, an older shape) counts as none. */
export function loadLayout(key: string): TableLayout {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(PREFIX + key) ?? 'null');
    if (!raw || typeof raw !== 'object') return empty();
    const { widths, hidden } = raw as Partial<TableLayout>;
    const out = empty();
    if (widths && typeof widths === 'object')
      for (const [id, px] of Object.entries(widths))
        if (typeof px === 'number' && Number.isFinite(px)) out.widths[id] = clampWidth(px);
    if (Array.isArray(hidden)) out.hidden = hidden.filter((h): h is string => typeof h === 'string');
    return out;
  } catch {
    return empty();
  }
}

export function saveLayout(key: string, layout: TableLayout): void {
  localStorage.setItem(PREFIX + key, JSON.stringify(layout));
}

/** A column's width from its content: the widest of its header and texts, plus the cell's padding. */
export function fitWidth(texts: readonly string[], measure: (text: string) => number, padding = 14): number {
  let widest = 0;
  for (const text of texts) widest = Math.max(widest, measure(text));
  return clampWidth(Math.ceil(widest + padding));
}

/** The grid template: a dragged or fitted width in px, else the column's own track (e.g. `minmax(200px, 1fr)`). */
export function gridTemplate(
  columns: readonly { id: string; width: string }[],
  widths: Record<string, number>,
): string {
  return columns.map((c) => (widths[c.id] !== undefined ? `${widths[c.id]}px` : c.width)).join(' ');
}

/**
 * The least width a row needs: dragged widths, fixed px tracks and the minimum of minmax()
 * tracks (a flexible track takes what is left above that).
 */
export function minRowWidth(columns: readonly { id: string; width: string }[], widths: Record<string, number>): number {
  let sum = 0;
  for (const c of columns) {
    const px = widths[c.id] ?? Number(/^(?:minmax\()?\s*(\d+(?:\.\d+)?)px/.exec(c.width)?.[1] ?? 0);
    sum += px;
  }
  return Math.ceil(sum);
}

/** A measurer for `fitWidth` in a given CSS font (canvas text metrics; a character count where no canvas exists). */
export function textMeasurer(font: string): (text: string) => number {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext?.('2d');
  if (!context) return (text) => text.length * 8;
  context.font = font;
  return (text) => context.measureText(text).width;
}

/**
 * The layout of one table, remembered under `key` (no key: kept for this visit only). A new key
 * (another dictionary in the same table) loads that table's own layout, never carries the last one over.
 */
export function useTableLayout(key: string | undefined) {
  const [owner, setOwner] = useState(key);
  const [layout, setLayout] = useState<TableLayout>(() => (key ? loadLayout(key) : empty()));
  if (owner !== key) {
    setOwner(key);
    setLayout(key ? loadLayout(key) : empty());
  }
  useEffect(() => {
    if (key) saveLayout(key, layout);
  }, [key, layout]);
  const setWidth = useCallback(
    (id: string, px: number) => setLayout((l) => ({ ...l, widths: { ...l.widths, [id]: clampWidth(px) } })),
    [],
  );
  /** Widths fitted to content, for the columns the manager has not sized by hand. */
  const fitMissing = useCallback(
    (fitted: Record<string, number>) =>
      setLayout((l) => {
        const add = Object.entries(fitted).filter(([id]) => l.widths[id] === undefined);
        return add.length === 0 ? l : { ...l, widths: { ...Object.fromEntries(add), ...l.widths } };
      }),
    [],
  );
  const toggle = useCallback(
    (id: string) =>
      setLayout((l) => ({
        ...l,
        hidden: l.hidden.includes(id) ? l.hidden.filter((h) => h !== id) : [...l.hidden, id],
      })),
    [],
  );
  const reset = useCallback(() => setLayout(empty()), []);
  return { layout, setWidth, fitMissing, toggle, reset };
}

export type TableLayoutState = ReturnType<typeof useTableLayout>;
