import type { Session, WebContents } from 'electron';
import { isAllowedExternalUrl } from '../../security/external-links';

/** What hardening needs from the shell: the allow-list and the system browser. */
export interface HardenDeps {
  allowedHosts: () => readonly string[];
  openExternal: (url: string) => void;
}

/**
 * No navigation, no new windows, no webviews: the window only ever shows our own renderer.
 * A link to an allow-listed https page opens in the system browser instead.
 */
export function hardenWebContents(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>, deps: HardenDeps): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isAllowedExternalUrl(url, deps.allowedHosts())) deps.openExternal(url);
    return { action: 'deny' };
  });
}

/** Denies every permission request (camera, notifications, geolocation...): the app needs none. */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
