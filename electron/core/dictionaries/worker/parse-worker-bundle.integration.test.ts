import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChunkParser } from './chunk-parser';
import { parseChunk } from './parsed-chunk';

// The parsing worker as the desktop app runs it: `vite build --mode host` writes it beside the
// core host as dict-parse-worker.cjs (where parseWorkerFile() looks from a .cjs bundle).
const root = join(import.meta.dirname, '../../../..');
let out: string;

beforeAll(() => {
  // Inside the repository, so the bundle's externals resolve from node_modules as in app.asar.
  mkdirSync(join(root, '.tmp'), { recursive: true });
  out = mkdtempSync(join(root, '.tmp/host-bundle-'));
  execFileSync(
    join(root, 'node_modules/.bin/vite'),
    ['build', '--mode', 'host', '--outDir', out, '--logLevel', 'error'],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the bundled dictionary parsing worker', () => {
  it('is built beside the core host and parses a chunk as the source does', async () => {
    const file = join(out, 'dict-parse-worker.cjs');
    expect(existsSync(join(out, 'core-host.cjs'))).toBe(true);
    expect(existsSync(file)).toBe(true);
    const logged: unknown[] = [];
    const parser = createChunkParser({ workerFile: file, log: { log: (...line) => logged.push(line) } });
    try {
      const text = JSON.stringify([
        { id: 1, name: 'Аспирин', actual: true, rv: 'AAAAAAAAB9E=', rvInt: 2001 },
        { id: 2, name: null, actual: true, rv: 'AAAAAAAAB9I=', rvInt: 2002 },
      ]);
      const parsed = await parser.parse('trademarks', text);
      expect(parser.inWorker).toBe(true);
      expect(logged).toEqual([]);
      const { parseFrom: _a, parseTo: _b, ...fromBundle } = parsed;
      const { parseFrom: _c, parseTo: _d, ...fromSource } = parseChunk('trademarks', text);
      expect(fromBundle).toEqual(fromSource);
      expect(parsed.rejected.recordKey).toEqual(['[2]']);
    } finally {
      await parser.close();
    }
  });
});
