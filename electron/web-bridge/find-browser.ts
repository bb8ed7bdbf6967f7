import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Browsers the dev/test web bridge can open as an app window, in order of preference. */
export const browserCandidates = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Finds a local Chromium or Chrome: Debian's /usr/bin/chromium first (the one the tests use),
 * then any candidate on PATH. Returns null when there is none; callers then print the URL.
 */
export function findBrowser(env: NodeJS.ProcessEnv = process.env, fixed = '/usr/bin/chromium'): string | null {
  if (isExecutable(fixed)) return fixed;
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of browserCandidates) {
      const path = join(dir, name);
      if (isExecutable(path)) return path;
    }
  }
  return null;
}

/** The arguments that open `url` as a chromeless app window without first-run prompts. */
export function appWindowArgs(url: string): string[] {
  return [`--app=${url}`, '--no-first-run', '--disable-background-networking'];
}

/** On Linux a window needs an X11 or Wayland display; other systems always have one. */
export function canShowWindow(env: NodeJS.ProcessEnv = process.env, platform = process.platform): boolean {
  return platform !== 'linux' || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);
}
