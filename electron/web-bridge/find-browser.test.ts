import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appWindowArgs, canShowWindow, findBrowser } from './find-browser';

const dir = mkdtempSync(join(tmpdir(), 'find-browser-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function executable(path: string, mode = 0o755) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, mode);
  return path;
}

describe('findBrowser', () => {
  const missing = join(dir, 'no/such/chromium');

  it('prefers the fixed Debian path when it is executable', () => {
    const fixed = executable(join(dir, 'fixed/chromium'));
    const onPath = executable(join(dir, 'a/google-chrome'));
    expect(findBrowser({ PATH: join(onPath, '..') }, fixed)).toBe(fixed);
  });

  it('otherwise takes the first candidate on PATH, chromium before google-chrome', () => {
    const chrome = executable(join(dir, 'b/google-chrome'));
    const chromium = executable(join(dir, 'c/chromium'));
    expect(findBrowser({ PATH: `${join(chrome, '..')}:${join(chromium, '..')}` }, missing)).toBe(chrome);
    expect(findBrowser({ PATH: join(chromium, '..') }, missing)).toBe(chromium);
  });

  it('skips files that are not executable and returns null when nothing is found', () => {
    executable(join(dir, 'd/chromium'), 0o644);
    expect(findBrowser({ PATH: join(dir, 'd') }, missing)).toBeNull();
    expect(findBrowser({}, missing)).toBeNull();
  });
});

describe('app window', () => {
  it('opens the URL as an app window', () => {
    expect(appWindowArgs('http://127.0.0.1:5/x')).toContain('--app=http://127.0.0.1:5/x');
  });

  it('needs a display on Linux only', () => {
    expect(canShowWindow({}, 'linux')).toBe(false);
    expect(canShowWindow({ WAYLAND_DISPLAY: 'wayland-0' }, 'linux')).toBe(true);
    expect(canShowWindow({}, 'darwin')).toBe(true);
  });
});
