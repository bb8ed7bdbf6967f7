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
