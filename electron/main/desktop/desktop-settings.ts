import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/** Where installers are published (electron-builder.yml `publish.url`); a pharmacy network may host its own. */
export const DEFAULT_UPDATE_FEED = 'https://updates.pharmex.example/desk/';

/**
 * The desktop shell's own settings (desktop.json in the data folder), kept by main: the update feed's
 * address (null turns updates off), start with the OS (off by default), whether the "still running in
 * the background" notice was already shown. Recent files are kept per store by core (SQLite
 * `recent_files`); an older file's global `recentFiles` list is ignored.
 */
export const desktopSettingsSchema = z.object({
  updateFeedUrl: z
    .url({ protocol: /^https?$/ })
    .nullable()
    .default(DEFAULT_UPDATE_FEED),
  openAtLogin: z.boolean().default(false),
  backgroundNoticeShown: z.boolean().default(false),
});
export type DesktopSettings = z.infer<typeof desktopSettingsSchema>;

/**
 * Reads the settings; a missing or unreadable file gives the defaults, a bad field only its default.
 * `PHARMEX_UPDATE_URL` (an IT administrator's override, e.g. set by group policy) wins over the file.
 */
export function readDesktopSettings(file: string, env: NodeJS.ProcessEnv = process.env): DesktopSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // no file yet, or a broken one: defaults
  }
  const fields = desktopSettingsSchema.shape;
  const settings = Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => {
      const field = schema.safeParse(raw[key]);
      return [key, field.success ? field.data : schema.parse(undefined)];
    }),
  ) as DesktopSettings;
  const override = env.PHARMEX_UPDATE_URL;
  if (override !== undefined) {
    const url = fields.updateFeedUrl.safeParse(override === '' ? null : override);
    if (url.success) settings.updateFeedUrl = url.data;
  }
  return settings;
}

export function writeDesktopSettings(file: string, settings: DesktopSettings): void {
  writeFileSync(file, JSON.stringify(desktopSettingsSchema.parse(settings), null, 2));
}
