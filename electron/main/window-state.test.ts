import { describe, expect, it } from 'vitest';
import { defaultWindowState, parseWindowState, placeOnDisplays } from './window-state';

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

describe('restoring onto connected displays', () => {
  const laptop = { x: 0, y: 0, width: 1920, height: 1040 };
  const external = { x: 1920, y: 0, width: 2560, height: 1400 };

  it('keeps a position on a connected display, including a second one', () => {
    const state = { width: 1280, height: 820, x: 2200, y: 100, maximized: false };
    expect(placeOnDisplays(state, [laptop, external])).toEqual(state);
  });

  it('drops the position when its display was unplugged, or only a sliver is visible', () => {
    const state = { width: 1280, height: 820, x: 2200, y: 100, maximized: true };
    expect(placeOnDisplays(state, [laptop])).toEqual({ width: 1280, height: 820, maximized: true });
    expect(placeOnDisplays({ ...state, x: 1850 }, [laptop])).toEqual({ width: 1280, height: 820, maximized: true });
    expect(placeOnDisplays({ ...state, x: 100, y: -30 }, [laptop])).toEqual({
      width: 1280,
      height: 820,
      maximized: true,
    });
  });

  it('shrinks a window bigger than any display', () => {
    expect(placeOnDisplays({ width: 2500, height: 1400, maximized: false }, [laptop])).toEqual({
      width: 1920,
      height: 1040,
      maximized: false,
    });
  });
});
