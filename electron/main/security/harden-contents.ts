import type { Session, WebContents } from 'electron';

/**
 * No navigation, no new windows, no webviews: the window only ever shows our own renderer.
 * Links and window.open are refused outright; operator pages open only through the
 * app:open-page channel, which builds the address in core (security/external-pages.ts).
 */
export function hardenWebContents(contents: Pick<WebContents, 'on' | 'setWindowOpenHandler'>): void {
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** Denies every permission request (camera, notifications, geolocation...): the app needs none. */
export function denyAllPermissions(
  session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>,
): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
