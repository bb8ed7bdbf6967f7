import { z } from 'zod';

/** The window geometry we remember between launches. */
export const windowStateSchema = z.object({
  width: z.number().int().min(640).max(10000),
  height: z.number().int().min(480).max(10000),
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof windowStateSchema>;

export const defaultWindowState: WindowState = { width: 1280, height: 820, maximized: false };

/** Reads remembered geometry; a missing, corrupt or implausible file falls back to the default size. */
export function parseWindowState(text: string | null): WindowState {
  if (text === null) return defaultWindowState;
  try {
    const parsed = windowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : defaultWindowState;
  } catch {
    return defaultWindowState;
  }
}

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much of the window's top strip (its title bar) must be on a display to be reachable. */
const GRIP = { width: 120, height: 40 };

/**
 * Restores the remembered position only onto a display that is connected now: the window's top
 * strip must overlap some display's work area by at least a grip's size, else the position is
 * dropped (the OS centres the window on the primary display). A size bigger than every display is
 * shrunk to the largest one.
 */
export function placeOnDisplays(state: WindowState, workAreas: readonly Area[]): WindowState {
  if (workAreas.length === 0) return state;
  const widest = Math.max(...workAreas.map((a) => a.width));
  const tallest = Math.max(...workAreas.map((a) => a.height));
  const sized = { ...state, width: Math.min(state.width, widest), height: Math.min(state.height, tallest) };
  if (sized.x === undefined || sized.y === undefined) return sized;
  const { x, y } = sized;
  const reachable = workAreas.some((a) => {
    const overlapX = Math.min(x + sized.width, a.x + a.width) - Math.max(x, a.x);
    const overlapY = Math.min(y + GRIP.height, a.y + a.height) - Math.max(y, a.y);
    return overlapX >= GRIP.width && overlapY >= GRIP.height;
  });
  if (reachable) return sized;
  const { x: _x, y: _y, ...rest } = sized;
  return rest;
}
