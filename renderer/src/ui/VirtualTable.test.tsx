// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ResizerModule from './ColumnResizer';
import { loadLayout, saveLayout, useTableLayout } from './table-layout';
import { focusRowWhenDrawn, refocusTableRow } from './focus';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

// The real resize handle, counted: how often the header's cells render.
const resizerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ColumnResizer', async (importActual) => {
  const actual = await importActual<typeof ResizerModule>();
  return {
    ColumnResizer: (props: Parameters<typeof actual.ColumnResizer>[0]) => {
      resizerRenders.count++;
      return actual.ColumnResizer(props);
    },
  };
});

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, name: `Товар ${i + 1}` }));
const columns: VirtualColumn<Row>[] = [
  { id: 'id', header: '№', width: '60px', cell: (r) => String(r.id), text: (r) => String(r.id) },
  { id: 'name', header: 'Товар', width: 'minmax(120px, 1fr)', cell: (r) => r.name },
];

beforeEach(() => localStorage.clear());
afterEach(cleanup);

// happy-dom lays nothing out: give the scroll area a size (the virtualizer renders what fits)
// and cells a drawn width (the resize handle starts from it).
const sizes = ['clientHeight', 'clientWidth'] as const;
const rect = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  for (const size of sizes) Object.defineProperty(HTMLElement.prototype, size, { configurable: true, get: () => 300 });
  HTMLElement.prototype.getBoundingClientRect = () => ({ width: 100, height: 30 }) as DOMRect;
});
afterAll(() => {
  for (const size of sizes) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[size];
  HTMLElement.prototype.getBoundingClientRect = rect;
});

function Table(props: {
  layoutKey?: string;
  onDetail?: (i: number | undefined) => void;
  rows?: Row[];
  columns?: VirtualColumn<Row>[];
}) {
  const shown = props.rows ?? rows;
  const [active, setActive] = useState<number | undefined>();
  const pick = (i: number | undefined) => {
    setActive(i);
    props.onDetail?.(i);
  };
  return (
    <VirtualTable
      columns={props.columns ?? columns}
      rowCount={shown.length}
      rowAt={(i) => shown[i]}
      rowHeight={30}
      label="Таблица"
      loadingRow="…"
      height="300px"
      layoutKey={props.layoutKey}
      activeIndex={active}
      onActivate={pick}
      onDeactivate={() => pick(undefined)}
      rowTestId="row"
    />
  );
}

describe('a kit table with its own layout id', () => {
  it('remembers a width set on a header edge under its id, and opens with it again', () => {
    const first = render(<Table layoutKey="workbench-grid" />);
    const handle = screen.getAllByRole('separator')[1]!;
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    const saved = loadLayout('workbench-grid').widths.name;
    expect(saved).toBeGreaterThan(100);
    first.unmount();
    render(<Table layoutKey="workbench-grid" />);
    expect(screen.getAllByRole('separator')[1]!.getAttribute('aria-valuenow')).toBe(String(saved));
    // Another table's id keeps its own layout.
    expect(loadLayout('upload-errors').widths).toEqual({});
  });

  it('has no resize handles and remembers nothing without an id', () => {
    render(<Table />);
    expect(screen.queryAllByRole('separator')).toHaveLength(0);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('loads the new table’s layout when the id changes, never carrying the last one over', () => {
    saveLayout('dictionary.countries', { widths: { name: 300 }, hidden: [] });
    const { result, rerender } = renderHook(({ key }) => useTableLayout(key), {
      initialProps: { key: 'dictionary.countries' },
    });
    expect(result.current.layout.widths).toEqual({ name: 300 });
    rerender({ key: 'dictionary.mnns' });
    expect(result.current.layout.widths).toEqual({});
    expect(loadLayout('dictionary.countries').widths).toEqual({ name: 300 });
    act(() => result.current.setWidth('code', 90));
    expect(loadLayout('dictionary.mnns').widths).toEqual({ code: 90 });
  });
});

describe('rows that open a detail, by keyboard', () => {
  it('is one tab stop; arrows move between rows; Enter and Space open, Escape closes', () => {
    const shown: (number | undefined)[] = [];
    render(<Table onDetail={(i) => shown.push(i)} />);
    const all = () => screen.getAllByTestId('row');
    expect(all().map((r) => r.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    all()[0]!.focus();
    fireEvent.keyDown(all()[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(all()[1]);
    fireEvent.keyDown(all()[1]!, { key: 'Enter' });
    expect(shown).toEqual([1]);
    expect(all()[1]!.getAttribute('aria-selected')).toBe('true');
    // The active row is the tab stop now.
    expect(all().map((r) => r.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    fireEvent.keyDown(all()[1]!, { key: 'Escape' });
    expect(shown).toEqual([1, undefined]);
    fireEvent.keyDown(all()[1]!, { key: 'End' });
    expect(document.activeElement).toBe(all()[4]);
    fireEvent.keyDown(all()[4]!, { key: ' ' });
    expect(shown).toEqual([1, undefined, 4]);
  });

  it('gets focus back on its row after a panel closed, but never from where a key moved it since', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const nextFrame = () => frames.splice(0).forEach((frame) => frame(0));
    try {
      render(<Table />);
      const all = () => screen.getAllByTestId('row');
      const scroll = { current: document.body };
      // The panel's Close button had focus and went with the panel: focus is nowhere.
      all()[2]!.focus();
      all()[2]!.blur();
      refocusTableRow(scroll, 2);
      nextFrame();
      expect(document.activeElement).toBe(all()[2]);
      // Escape on the row, then an arrow before the next frame: the arrow's row keeps focus.
      refocusTableRow(scroll, 2);
      fireEvent.keyDown(all()[2]!, { key: 'ArrowUp' });
      expect(document.activeElement).toBe(all()[1]);
      nextFrame();
      expect(document.activeElement).toBe(all()[1]);
    } finally {
      raf.mockRestore();
    }
  });
});

describe('a key to a row not drawn yet', () => {
  const many: Row[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Товар ${i + 1}` }));
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => act(() => frames.splice(0).forEach((frame) => frame(0)));
  beforeEach(() => {
    frames = [];
    vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  });
  afterEach(() => vi.restoreAllMocks());
  const row = (index: number) => document.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`);
  // Where the browser scrolls the table for the last row, and the scroll event it then sends
  // (happy-dom does neither: its scrollTo moves nothing).
  const scrolled = () =>
    act(() => {
      const region = screen.getByRole('table');
      region.scrollTop = many.length * 30 - 300;
      fireEvent.scroll(region);
    });

  it('End: focus reaches the last row when it is drawn, frames after the key, not only in the next one', () => {
    render(<Table rows={many} />);
    row(0)!.focus();
    fireEvent.keyDown(row(0)!, { key: 'End' });
    expect(row(999)).toBeNull();
    // Two frames pass before the table is drawn at its new place (a busy renderer).
    nextFrame();
    nextFrame();
    expect(document.activeElement).toBe(row(0));
    scrolled();
    nextFrame();
    expect(document.activeElement).toBe(row(999));
  });

  it("a later key wins: the first key's row, drawn afterwards, does not take focus back", () => {
    render(<Table rows={many} />);
    row(0)!.focus();
    fireEvent.keyDown(row(0)!, { key: 'End' });
    fireEvent.keyDown(row(0)!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(row(1));
    scrolled();
    nextFrame();
    expect(document.activeElement).not.toBe(row(999));
  });

  it('a row that never comes leaves focus in the table, not on the page body, and takes none from elsewhere', () => {
    const region = document.createElement('div');
    region.tabIndex = 0;
    document.body.append(region);
    const button = document.createElement('button');
    document.body.append(button);
    try {
      focusRowWhenDrawn({ current: region }, 5, () => true, 3);
      for (let i = 0; i < 3; i++) nextFrame();
      expect(document.activeElement).toBe(region);
      button.focus();
      focusRowWhenDrawn({ current: region }, 5, () => true, 2);
      nextFrame();
      nextFrame();
      expect(document.activeElement).toBe(button);
      // Focus moved out of the table while the row was on its way: the row, drawn, does not take it.
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.dataset.index = '7';
      row.tabIndex = -1;
      focusRowWhenDrawn({ current: region }, 7, () => true, 3);
      region.append(row);
      nextFrame();
      expect(document.activeElement).toBe(button);
      expect(frames).toHaveLength(0);
      row.remove();
      // Drawn in the second frame: focused then.
      region.blur();
      button.blur();
      focusRowWhenDrawn({ current: region }, 5, () => true, 3);
      nextFrame();
      const late = document.createElement('div');
      late.setAttribute('role', 'row');
      late.dataset.index = '5';
      late.tabIndex = -1;
      region.append(late);
      nextFrame();
      expect(document.activeElement).toBe(late);
      expect(frames).toHaveLength(0);
    } finally {
      region.remove();
      button.remove();
    }
  });
});

describe('rows rendered around the view', () => {
  const many: Row[] = Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, name: `Товар ${i + 1}` }));
  const rendered = () =>
    screen
      .getAllByTestId('row')
      .map((r) => Number(r.getAttribute('data-index')))
      .sort((a, b) => a - b);
  const renderMany = (layoutKey?: string) => render(<Table rows={many} layoutKey={layoutKey} />);
  const scrollTo = (top: number) =>
    act(() => {
      const region = screen.getByRole('table');
      region.scrollTop = top;
      fireEvent.scroll(region);
    });

  it('renders new rows on scroll, never the header again', () => {
    renderMany('scrolled');
    const before = resizerRenders.count;
    expect(before).toBeGreaterThanOrEqual(columns.length);
    for (const top of [600, 1200, 1800]) scrollTo(top);
    expect(rendered()[0]).toBeGreaterThan(40);
    expect(resizerRenders.count).toBe(before);
  });

  it('renders ahead of a fast scroll what it moved, keeps two rows behind, and turns round with it', () => {
    renderMany();
    // At rest: the view (10 rows of 30 px in 300 px) and ten rows below it.
    expect(rendered().at(-1)).toBeGreaterThanOrEqual(19);
    scrollTo(3000);
    // 360 px a frame down: 12 rows moved, so at least 12 rows are rendered below the view, 2 above.
    scrollTo(3360);
    const down = rendered();
    expect(down[0]).toBe(110);
    expect(down.at(-1)).toBeGreaterThanOrEqual(112 + 9 + 12);
    expect(down.length).toBeLessThan(10 + 2 * 10);
    // Up again: the margin is above the view now.
    scrollTo(3000);
    const up = rendered();
    expect(up[0]).toBeLessThanOrEqual(100 - 12);
    expect(up.at(-1)).toBeLessThanOrEqual(100 + 10 + 2);
  });
});

describe("a cell's tooltip", () => {
  it('is the cell itself when it is plain text: the text is not computed a second time', () => {
    const text = vi.fn((r: Row) => `#${r.id}`);
    const plain: VirtualColumn<Row>[] = [
      { id: 'id', header: '№', width: 'minmax(60px, 1fr)', cell: (r) => `№ ${r.id}`, text },
      { id: 'name', header: 'Товар', width: 'minmax(120px, 1fr)', cell: (r) => <b>{r.name}</b>, text: (r) => r.name },
    ];
    render(<Table columns={plain} />);
    const cells = screen.getAllByRole('cell');
    expect(cells[0]!.getAttribute('title')).toBe('№ 1');
    expect(text).not.toHaveBeenCalled();
    // A cell that is markup takes its tooltip from `text`.
    expect(cells[1]!.getAttribute('title')).toBe('Товар 1');
  });
});

describe("a column's own cell attributes", () => {
  it('go on the kit’s cell element itself, its class added to the kit’s, the role and tooltip kept', () => {
    const marked: VirtualColumn<Row>[] = [
      {
        id: 'name',
        header: 'Товар',
        width: 'minmax(120px, 1fr)',
        align: 'right',
        cell: (r) => r.name,
        cellProps: (r) => ({
          className: r.id === 2 ? 'mark mark--error' : 'mark',
          tabIndex: -1,
          'data-cell': `${r.id}:name`,
          'data-severity': r.id === 2 ? 'error' : undefined,
        }),
      },
    ];
    render(<Table columns={marked} />);
    const second = screen.getAllByRole('row').find((row) => row.getAttribute('aria-rowindex') === '3')!;
    // One element per cell: the attributes sit on the cell, which holds only its text.
    const cell = second.querySelector('[data-cell="2:name"]')!;
    expect(cell.getAttribute('role')).toBe('cell');
    expect(cell.className).toBe('vt-cell vt-cell--right mark mark--error');
    expect(cell.getAttribute('data-severity')).toBe('error');
    expect(cell.getAttribute('tabindex')).toBe('-1');
    expect(cell.getAttribute('title')).toBe('Товар 2');
    expect(cell.children).toHaveLength(0);
    expect(screen.getAllByRole('cell')[0]!.hasAttribute('data-severity')).toBe(false);
  });
});
