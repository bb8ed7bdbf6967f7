import { useEffect, type RefObject } from 'react';

/** The controls a person types into or chooses in, enabled and not hidden. */
const FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"]';

/** The first field inside `root`, or null when it holds none (an information or confirm dialog). */
export function firstField(root: ParentNode | null | undefined): HTMLElement | null {
  return root?.querySelector<HTMLElement>(FIELD) ?? null;
}

/**
 * A form that opens in place (add or edit a store): it takes focus on its first field, and when
 * it closes focus goes back to the control that opened it, never to the page body. Focus that the
 * user moved elsewhere meanwhile is left alone.
 */
export function useOpenedFormFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    firstField(ref.current)?.focus();
    return () => {
      // Runs after the form left the page: focus inside it has fallen to the body.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && opener?.isConnected) opener.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, []);
}

/** Puts focus on a rendered row of the table; false when it is not in the DOM (not drawn yet). */
export function focusTableRow(scroll: HTMLElement | null, index: number): boolean {
  const row = scroll?.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);
  row?.focus();
  return row !== null && row !== undefined;
}

/**
 * After a panel over a table closed: focus back on its row in the next frame (the panel's own
 * controls are gone by then), but only if focus went nowhere. A key pressed meanwhile (Escape on
 * the row, then an arrow) has already moved it on, and a late frame took it back: the arrow was lost.
 */
export function refocusTableRow(scroll: { readonly current: HTMLElement | null }, index: number): void {
  requestAnimationFrame(() => {
    const at = document.activeElement;
    if (at === null || at === document.body) focusTableRow(scroll.current, index);
  });
}

/** Frames a key's move waits for its row to be drawn (~0.25 s at 60 Hz) before giving up on it. */
export const ROW_FOCUS_FRAMES = 15;

/**
 * A key's move to a row not drawn yet (End, or an arrow past the rows in view): the table scrolls
 * there, and the row is drawn once the scroll event has re-rendered it — the next frame as a rule,
 * a few frames later on a busy renderer. Focus follows it as soon as it is there. `current()` is
 * false once a later key has moved on (that key's row wins); focus moved out of the table meanwhile
 * is left where it went. A row that never comes leaves focus in the table's scroll area when the
 * row that had it scrolled away, never on the page body.
 */
export function focusRowWhenDrawn(
  scroll: { readonly current: HTMLElement | null },
  index: number,
  current: () => boolean,
  frames = ROW_FOCUS_FRAMES,
): void {
  requestAnimationFrame(() => {
    const at = document.activeElement;
    const lost = at === null || at === document.body;
    // Focus the manager moved out of the table meanwhile (a click, Tab) stays where it went.
    if (!current() || (!lost && !scroll.current?.contains(at))) return;
    if (focusTableRow(scroll.current, index)) return;
    if (frames > 1) return focusRowWhenDrawn(scroll, index, current, frames - 1);
    if (lost) scroll.current?.focus();
  });
}
