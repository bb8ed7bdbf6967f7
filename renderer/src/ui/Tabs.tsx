import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab of a strip: its id (the value the screen keeps) and its label. */
export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/** The ids that tie a strip's tabs to their panels (aria-controls / aria-labelledby). */
export function useTabsId(): string {
  return useId();
}

const tabId = (base: string, id: string) => `${base}-tab-${id}`;
const panelId = (base: string, id: string) => `${base}-panel-${id}`;

/**
 * A tab strip per the WAI-ARIA tabs pattern: one Tab stop (the selected tab; roving tabindex),
 * Left/Right move and select (wrapping), Home/End go to the ends. Selecting on focus suits these
 * screens, whose panels show at once. The screen keeps the selection; panels are `TabPanel`s.
 */
export function Tabs<T extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
  small = false,
}: {
  idBase: string;
  /** The strip's accessible name. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  small?: boolean;
}) {
  const strip = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const at = items.findIndex((i) => i.id === selected);
    const next = nextIndex(event.key, at, items.length);
    if (next === undefined) return;
    event.preventDefault();
    const item = items[next]!;
    onSelect(item.id);
    strip.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, item.id))}`)?.focus();
  };

  return (
    <div ref={strip} className={small ? 'dk-tabs dk-tabs--small' : 'dk-tabs'} role="tablist" aria-label={label}>
      {items.map((item) => {
        const active = item.id === selected;
        return (
          <button
            key={item.id}
            id={tabId(idBase, item.id)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId(idBase, item.id)}
            tabIndex={active ? 0 : -1}
            className={active ? 'dk-tab dk-tab--active' : 'dk-tab'}
            onClick={() => onSelect(item.id)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The index a key moves the selection to, or undefined for a key the strip leaves alone. */
export function nextIndex(key: string, at: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count;
    case 'ArrowLeft':
      return (at - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * The panel of one tab. `keepMounted` hides an unselected panel instead of dropping it (a panel
 * whose state must survive a look at another tab); otherwise only the selected one renders.
 */
export function TabPanel({
  idBase,
  tab,
  selected,
  keepMounted = false,
  children,
}: {
  idBase: string;
  tab: string;
  selected: boolean;
  keepMounted?: boolean;
  children: ReactNode;
}) {
  if (!selected && !keepMounted) return null;
  return (
    <div role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} hidden={!selected}>
      {children}
    </div>
  );
}
