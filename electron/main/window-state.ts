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
