import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentTypeFor, resolveStaticPath } from './static-files';

const root = resolve('/srv/app/renderer');

describe('resolveStaticPath', () => {
  it('serves index.html for the root and files below the root', () => {
    expect(resolveStaticPath(root, '/')).toBe(join(root, 'index.html'));
    expect(resolveStaticPath(root, '/assets/index-abc.js')).toBe(join(root, 'assets/index-abc.js'));
  });

  it.each([
    '/../secret.txt',
    '/assets/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2fsecret',
    '/a%00.js',
    '/a\\..\\b',
    '/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveStaticPath(root, path)).toBeNull();
  });

  it('knows the content types it serves', () => {
    expect(contentTypeFor('x.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('x.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('x.exe')).toBe('application/octet-stream');
  });
});
