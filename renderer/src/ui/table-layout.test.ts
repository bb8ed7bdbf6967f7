// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  clampWidth,
  fitWidth,
  gridTemplate,
  loadLayout,
  minRowWidth,
  saveLayout,
  useTableLayout,
} from './table-layout';
import { windowRange, windowsToFetch } from './use-windowed-rows';

beforeEach(() => localStorage.clear());

describe('table layout', () => {
  it('fits a column to its widest text plus padding, within bounds', () => {
    const measure = (s: string) => s.length * 7;
    expect(fitWidth(['UI-2025-000001', 'Код'], measure)).toBe(14 * 7 + 14);
    expect(fitWidth([''], measure)).toBe(48);
    expect(fitWidth(['x'.repeat(500)], measure)).toBe(900);
    expect(clampWidth(120.6)).toBe(121);
  });

  it('builds the grid from dragged widths and the columns’ own tracks, and the least row width', () => {
    const columns = [
      { id: 'prtId', width: '132px' },
      { id: 'nnt', width: 'minmax(260px, 1fr)' },
      { id: 'qnt', width: '72px' },
    ];
    expect(gridTemplate(columns, { qnt: 90 })).toBe('132px minmax(260px, 1fr) 90px');
    expect(minRowWidth(columns, { qnt: 90 })).toBe(132 + 260 + 90);
  });

  it('remembers widths and folded columns, and ignores what it cannot read', () => {
    saveLayout('t', { widths: { a: 100 }, hidden: ['b'] });
    expect(loadLayout('t')).toEqual({ widths: { a: 100 }, hidden: ['b'] });
    localStorage.setItem('desk.table.bad', '{"widths": {"a": "wide", "b": 10}, "hidden": [1, "c"]}');
    expect(loadLayout('bad')).toEqual({ widths: { b: 48 }, hidden: ['c'] });
    localStorage.setItem('desk.table.broken', '{');
    expect(loadLayout('broken')).toEqual({ widths: {}, hidden: [] });
  });

  it('keeps a width set by hand over a later fit, toggles columns, resets', () => {
    const { result } = renderHook(() => useTableLayout('stocks'));
    act(() => result.current.setWidth('series', 150));
    act(() => result.current.fitMissing({ series: 80, exp: 96 }));
    expect(result.current.layout.widths).toEqual({ series: 150, exp: 96 });
    act(() => result.current.toggle('sku'));
    expect(result.current.layout.hidden).toEqual(['sku']);
    expect(loadLayout('stocks')).toEqual({ widths: { series: 150, exp: 96 }, hidden: ['sku'] });
    act(() => result.current.toggle('sku'));
    act(() => result.current.reset());
    expect(result.current.layout).toEqual({ widths: {}, hidden: [] });
  });
});

describe('VirtualTable windows', () => {
  it('holds the windows a visible range touches, half a window ahead each way', () => {
    expect(windowRange(0, 30, 200)).toEqual([0, 0]);
    expect(windowRange(80, 110, 200)).toEqual([0, 1]);
    expect(windowRange(450, 480, 200)).toEqual([1, 2]);
    // Scrolling down 30 visible rows: a window and four viewports (320 rows) ahead, half a window behind.
    expect(windowRange(450, 480, 200, 1)).toEqual([1, 4]);
    expect(windowRange(450, 480, 200, -1)).toEqual([0, 2]);
    expect(windowsToFetch([0, 1])).toEqual([0, 1]);
    // Window 0 always (it carries the total), then the range.
    expect(windowsToFetch([3, 4])).toEqual([0, 3, 4]);
  });
});
