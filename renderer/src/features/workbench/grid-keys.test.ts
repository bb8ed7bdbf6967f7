import { describe, expect, it } from 'vitest';
import { gridMove, parseCell } from './grid-keys';

const keys = ['#', 'prtId', '@product', 'nnt', 'qnt'];
const press = (key: string, ctrl = false) => ({ key, ctrlKey: ctrl, metaKey: false });

describe('grid keys', () => {
  it('moves by arrows within the grid and stops at its edges', () => {
    expect(gridMove(press('ArrowDown'), { row: 5, key: 'nnt' }, keys, 100)).toEqual({ row: 6, key: 'nnt' });
    expect(gridMove(press('ArrowUp'), { row: 1, key: 'nnt' }, keys, 100)).toEqual({ row: 1, key: 'nnt' });
    expect(gridMove(press('ArrowDown'), { row: 100, key: 'nnt' }, keys, 100)).toEqual({ row: 100, key: 'nnt' });
    expect(gridMove(press('ArrowRight'), { row: 5, key: 'prtId' }, keys, 100)).toEqual({ row: 5, key: '@product' });
    expect(gridMove(press('ArrowRight'), { row: 5, key: 'qnt' }, keys, 100)).toEqual({ row: 5, key: 'qnt' });
    expect(gridMove(press('ArrowLeft'), { row: 5, key: '#' }, keys, 100)).toEqual({ row: 5, key: '#' });
  });

  it('pages by ten records, and Home/End go to the row ends or (with Ctrl) the first/last record', () => {
    expect(gridMove(press('PageDown'), { row: 95, key: 'qnt' }, keys, 100)).toEqual({ row: 100, key: 'qnt' });
    expect(gridMove(press('PageUp'), { row: 15, key: 'qnt' }, keys, 100)).toEqual({ row: 5, key: 'qnt' });
    expect(gridMove(press('Home'), { row: 7, key: 'qnt' }, keys, 100)).toEqual({ row: 7, key: '#' });
    expect(gridMove(press('End'), { row: 7, key: '#' }, keys, 100)).toEqual({ row: 7, key: 'qnt' });
    expect(gridMove(press('End', true), { row: 7, key: 'nnt' }, keys, 100)).toEqual({ row: 100, key: 'nnt' });
    expect(gridMove(press('Home', true), { row: 7, key: 'nnt' }, keys, 100)).toEqual({ row: 1, key: 'nnt' });
  });

  it('leaves other keys alone and reads data-cell values', () => {
    expect(gridMove(press('Enter'), { row: 7, key: 'nnt' }, keys, 100)).toBeUndefined();
    expect(parseCell('12:@product')).toEqual({ row: 12, key: '@product' });
    expect(parseCell('3:#')).toEqual({ row: 3, key: '#' });
    expect(parseCell(null)).toBeUndefined();
  });
});
