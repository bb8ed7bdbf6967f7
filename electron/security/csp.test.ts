import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCsp, parseCsp, rendererCspDirectives } from './csp';

const root = join(import.meta.dirname, '../..');

describe('renderer CSP', () => {
  const csp = parseCsp(buildCsp());

  it('allows scripts only from the app itself, with no inline code and no eval', () => {
    expect(csp['script-src']).toEqual(["'self'"]);
    for (const sources of Object.values(csp)) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain("'wasm-unsafe-eval'");
      expect(sources).not.toContain('*');
      expect(sources.some((s) => s.startsWith('http'))).toBe(false);
    }
  });

  it('shuts plugins, frames, forms and base rewriting, and limits connections to the app', () => {
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
  });

  it('is repeated in index.html as a meta tag with the same directives (minus header-only frame-ancestors)', () => {
    const html = readFileSync(join(root, 'renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html);
    expect(meta).not.toBeNull();
    const fromMeta = parseCsp(meta![1]!);
    const expected = { ...rendererCspDirectives } as Record<string, readonly string[]>;
    delete expected['frame-ancestors'];
    expect(fromMeta).toEqual(Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, [...v]])));
  });

  it('has no inline script or style in index.html', () => {
    const html = readFileSync(join(root, 'renderer/index.html'), 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });
});
