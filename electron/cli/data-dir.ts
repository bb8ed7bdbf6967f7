import { homedir } from 'node:os';
import { join, resolve } from 'node:path';

/** The desktop app's productName: Electron names its userData folder after it. */
export const PRODUCT_NAME = 'Pharmacy Exchange Desk';

/**
 * Electron's `userData` of the desktop app, so the CLI sees the app's profiles and ledger:
 * Linux `$XDG_CONFIG_HOME` or `~/.config`, Windows `%APPDATA%`, macOS `~/Library/Application Support`.
 */
export function defaultDataDir(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME);
  const config =
    env.XDG_CONFIG_HOME && env.XDG_CONFIG_HOME.startsWith('/') ? env.XDG_CONFIG_HOME : join(home, '.config');
  return join(config, PRODUCT_NAME);
}

/** `--data-dir`, else `PHARMEX_DATA_DIR`, else the desktop app's folder. */
export function resolveDataDir(flagValue: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  const chosen =
    flagValue ?? (env.PHARMEX_DATA_DIR && env.PHARMEX_DATA_DIR.trim() !== '' ? env.PHARMEX_DATA_DIR : undefined);
  return chosen === undefined ? defaultDataDir(process.platform, env) : resolve(cwd, chosen);
}
