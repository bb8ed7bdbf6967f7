import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { root } from './harness';

// The first paint's JavaScript budget (issue 13): at most 250 KB gzipped. It checks the build the
// e2e run makes anyway (dist/renderer), so it costs no build of its own.
const budgetBytes = 250 * 1024;
const dist = join(root, 'dist/renderer');

/** The chunks a first load fetches: index.html's module scripts and preloads, plus their static imports. */
function initialChunks(): string[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const queue = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/?([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() is lazy.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g))
      queue.push(join(file, '..', m[1]!).replaceAll('\\', '/'));
  }
  return [...seen];
}

describe('initial JavaScript bundle', () => {
  it('stays within 250 KB gzipped, the screens split into chunks of their own', () => {
    expect(existsSync(join(dist, 'index.html')), 'run "npm run build:renderer" first').toBe(true);
    const chunks = initialChunks();
    const sizes = chunks.map((file) => ({ file, gzip: gzipSync(readFileSync(join(dist, file))).length }));
    const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
    console.info(`initial JS: ${(total / 1024).toFixed(1)} KB gzipped in ${chunks.length} chunks`);
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(budgetBytes);
    // Code splitting is real: the upload screen's code is not in the first load.
    expect(chunks.some((file) => /UploadsScreen/.test(file))).toBe(false);
  });
});
