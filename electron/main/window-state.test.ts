import { describe, expect, it } from 'vitest';
import { defaultWindowState, parseWindowState } from './window-state';

describe('parseWindowState', () => {
  it('restores a remembered size and position', () => {
    expect(parseWindowState('{"width":1400,"height":900,"x":10,"y":20,"maximized":true}')).toEqual({
      width: 1400,
      height: 900,
      x: 10,
      y: 20,
      maximized: true,
    });
  });
  it.each([null, '', 'not json', '{"width":10,"height":10}', '{"width":"big"}'])(
    'falls back to the default for %j',
    (text) => {
      expect(parseWindowState(text)).toEqual(defaultWindowState);
    },
  );
});
