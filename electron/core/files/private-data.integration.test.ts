import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '@tests/kits/core/api/http-test-server';
import { moscowClock, samplePackage } from '@tests/kits/core/uploads/uploads-test-env';
import { startCoreOnFakeOperator, type FakeOperatorCore } from '@tests/kits/core/uploads/fake-operator-core';
import { createFileLogger } from '../logging/file-logger';

let root: string;
let core: FakeOperatorCore | undefined;
afterEach(async () => {
  await core?.close();
  core = undefined;
  rmSync(root, { recursive: true, force: true });
});

/** Every folder and file under `dir` with its permission bits. */
function modes(dir: string): { path: string; mode: number; dir: boolean }[] {
  const out = [{ path: dir, mode: statSync(dir).mode & 0o777, dir: true }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...modes(full));
    else out.push({ path: full, mode: statSync(full).mode & 0o777, dir: false });
  }
  return out;
}

describe('what the PC keeps is readable by its user only', () => {
  it('a fresh data folder: the folder 0700; the database, its WAL, the logs and the kept upload files 0600', async () => {
    const previous = process.umask(0o022); // the usual umask, which made 0755 / 0644 before
    try {
      root = mkdtempSync(join(tmpdir(), 'desk-private-'));
      const dataDir = join(root, 'fresh', 'data');
      core = await startCoreOnFakeOperator(
        (_r, res, { valid }) => {
          if (!valid) return sendJson(res, 401, {});
          res.writeHead(202, { Location: '/v5/messages/0b3a1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d/status' });
          res.end();
        },
        { env: { dataDir, clock: moscowClock('06:00') } },
      );
      const { env } = core;
      const preview = await env.invoke('uploads:preview-file', {
        fileName: 'full.json',
        bytes: Buffer.from(samplePackage(3)),
      });
      await env.invoke('uploads:start', { profileId: env.profileId, previewId: preview.previewId, kind: 'full' });
      const logger = createFileLogger({ dir: join(dataDir, 'logs') });
      logger.log('info', 'hello');

      const all = modes(dataDir);
      expect(all.some((e) => e.path.endsWith('desk.sqlite'))).toBe(true);
      expect(all.some((e) => e.path.endsWith('desk.sqlite-wal'))).toBe(true);
      expect(all.some((e) => e.path.includes('upload-files') && !e.dir)).toBe(true);
      expect(all.some((e) => e.path.endsWith('desk.log'))).toBe(true);
      for (const entry of all) expect([entry.path, entry.mode]).toEqual([entry.path, entry.dir ? 0o700 : 0o600]);
    } finally {
      process.umask(previous);
    }
  });
});
