import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { clampWidth, MAX_COLUMN_PX, MIN_COLUMN_PX } from './table-layout';

/** How far one arrow press moves a column's edge. */
const STEP_PX = 16;

/**
 * The drag handle on a column header's right edge (a WAI-ARIA window splitter): drag it, or
 * focus it and press Left/Right. It reports the new width; the layout clamps and keeps it.
 */
export function ColumnResizer({
  labelledBy,
  label,
  width,
  onResize,
}: {
  /** The header it sizes names it (kit tables), */
  labelledBy?: string;
  /** or a name of its own where a filter beside the table has the column's name. */
  label?: string;
  width: number | undefined;
  onResize: (px: number) => void;
}) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  const handle = useRef<HTMLSpanElement>(null);
  // A focusable splitter must say where it stands (aria-valuenow): a column sized by its content
  // has no width in the layout yet, so its drawn width is read once it is laid out.
  const [drawn, setDrawn] = useState<number>();
  useLayoutEffect(() => {
    if (width === undefined) setDrawn(handle.current?.parentElement?.getBoundingClientRect().width);
  }, [width]);
  const currentWidth = (el: HTMLElement) => width ?? el.parentElement?.getBoundingClientRect().width ?? 0;

  const onPointerDown = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { x: event.clientX, width: currentWidth(event.currentTarget) };
  };
  const onPointerMove = (event: PointerEvent<HTMLSpanElement>) => {
    if (drag.current) onResize(drag.current.width + event.clientX - drag.current.x);
  };
  const onPointerUp = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    const delta = event.key === 'ArrowRight' ? STEP_PX : event.key === 'ArrowLeft' ? -STEP_PX : 0;
    if (delta === 0) return;
    event.preventDefault();
    onResize(currentWidth(event.currentTarget) + delta);
  };

  return (
    <span
      role="separator"
      aria-orientation="vertical"
      aria-labelledby={label === undefined ? labelledBy : undefined}
      aria-label={label}
      aria-valuenow={clampWidth(width ?? drawn ?? MIN_COLUMN_PX)}
      aria-valuemin={MIN_COLUMN_PX}
      aria-valuemax={MAX_COLUMN_PX}
      ref={handle}
      tabIndex={0}
      className="vt-resize"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      onClick={(e) => e.stopPropagation()}
    />
  );
}
