import { describe, expect, it } from 'vitest';
import { denyAllPermissions, hardenWebContents } from './harden-contents';
import { secureWebPreferences } from './web-preferences';

describe('secureWebPreferences', () => {
  it('isolates and sandboxes the renderer with no Node', () => {
    const prefs = secureWebPreferences('/app/preload.cjs', { isPackaged: true });
    expect(prefs).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    });
  });

  // A stand-in for Electron's `app` (the binary cannot run here): only isPackaged matters.
  it('keeps DevTools out of an installed build and in a development run', () => {
    expect(secureWebPreferences('/app/preload.cjs', { isPackaged: true }).devTools).toBe(false);
    expect(secureWebPreferences('/app/preload.cjs', { isPackaged: false }).devTools).toBe(true);
  });
});

// Electron cannot run here: a recorder stands in for WebContents, with the two methods hardening uses.
function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void; defaultPrevented: boolean }) => void>();
  let openHandler: ((details: { url: string }) => { action: string }) | undefined;
  const contents = {
    on(name: string, listener: (event: { preventDefault(): void; defaultPrevented: boolean }) => void) {
      listeners.set(name, listener);
      return contents;
    },
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      openHandler = handler;
    },
  };
  const fire = (name: string) => {
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    listeners.get(name)?.(event);
    return event.defaultPrevented;
  };
  return { contents, fire, open: (url: string) => openHandler!({ url }) };
}

describe('hardenWebContents', () => {
  const setup = () => {
    const fake = fakeContents();
    hardenWebContents(fake.contents as never);
    return fake;
  };

  it('prevents navigation, redirects and webviews', () => {
    const fake = setup();
    expect(fake.fire('will-navigate')).toBe(true);
    expect(fake.fire('will-redirect')).toBe(true);
    expect(fake.fire('will-attach-webview')).toBe(true);
  });

  it('denies every new window, https operator pages included (they open only through app:open-page)', () => {
    const fake = setup();
    for (const url of [
      'https://operator.example.com/dispersion?storeId=x',
      'https://operator.example.com.evil.test/',
      'file:///etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(fake.open(url)).toEqual({ action: 'deny' });
    }
  });
});

describe('denyAllPermissions', () => {
  it('refuses every permission request and check', () => {
    let requestHandler: ((c: unknown, p: string, cb: (granted: boolean) => void) => void) | undefined;
    let checkHandler: (() => boolean) | undefined;
    denyAllPermissions({
      setPermissionRequestHandler: (h: typeof requestHandler) => (requestHandler = h),
      setPermissionCheckHandler: (h: typeof checkHandler) => (checkHandler = h),
    } as never);
    const answers: boolean[] = [];
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      requestHandler!({}, permission, (granted) => answers.push(granted));
    }
    expect(answers).toEqual([false, false, false, false, false]);
    expect(checkHandler!()).toBe(false);
  });
});
