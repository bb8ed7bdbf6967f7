import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileRefInfo } from '@shared/ipc/channels/upload-intake';
import type { IpcResult } from '@shared/ipc/result';
import { createEventBus } from '../core/events';
import { createFileRefs, type FileRefs } from '../host/file-refs';
import { FILE_NAME_HEADER, startWebBridge, TOKEN_HEADER, UPLOAD_PATH, type WebBridge } from './bridge-server';

// The page's File streamed to the bridge over real HTTP, as desk-bridge.js sends it: the body is
// written to a private temporary file as it arrives (here 65 MB, over the invoke body limit).
let dir: string;
let bridge: WebBridge;
let refs: FileRefs;
let token: string;

function upload(
  headers: Record<string, string>,
  body: (req: ReturnType<typeof request>) => void,
): Promise<{ status: number; json: IpcResult<FileRefInfo> | null }> {
  const target = new URL(bridge.origin);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: UPLOAD_PATH,
        method: 'POST',
        headers: { Host: target.host, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            json: text.startsWith('{') ? (JSON.parse(text) as IpcResult<FileRefInfo>) : null,
          });
        });
      },
    );
    req.on('error', reject);
    body(req);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bridge-upload-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer/index.html'), '<html><head><script></script></head></html>');
  writeFileSync(join(dir, 'desk-bridge.js'), '');
  refs = createFileRefs();
  bridge = await startWebBridge({
    invoke: async () => ({ ok: false, error: { code: 'internal', message: 'unused' } }),
    events: createEventBus(),
    rendererDir: join(dir, 'renderer'),
    bridgeScript: join(dir, 'desk-bridge.js'),
    fileRefs: refs,
    maxUploadBytes: 70 * 1024 * 1024,
  });
  token = new URL(bridge.launchUrl).hash.replace('#token=', '');
});

afterAll(async () => {
  await bridge.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('web bridge: a chosen file uploaded as a stream', () => {
  it('writes a 65 MB body to a private temporary file, whole, and registers it by reference', async () => {
    const source = join(dir, 'big.json');
    const block = Buffer.alloc(1024 * 1024, 0x20);
    writeFileSync(source, Buffer.concat(Array.from({ length: 65 }, () => block)));
    const sha = createHash('sha256');
    for (let i = 0; i < 65; i++) sha.update(block);
    const answer = await upload(
      { Origin: bridge.origin, [TOKEN_HEADER]: token, [FILE_NAME_HEADER]: encodeURIComponent('Остатки 24.11.json') },
      (req) => createReadStream(source).pipe(req),
    );
    expect(answer.status).toBe(200);
    if (!answer.json?.ok) throw new Error(JSON.stringify(answer.json));
    expect(answer.json.data).toMatchObject({ fileName: 'Остатки 24.11.json', bytes: 65 * 1024 * 1024 });
    const held = refs.resolve(answer.json.data.fileRef)!;
    expect(held.fileName).toBe('Остатки 24.11.json');
    expect(statSync(held.path).mode & 0o777).toBe(0o600);
    expect(statSync(join(held.path, '..')).mode & 0o777).toBe(0o700);
    const copy = createHash('sha256');
    for await (const chunk of createReadStream(held.path)) copy.update(chunk as Buffer);
    expect(copy.digest('hex')).toBe(sha.digest('hex'));
    // Released by core (its last preview dropped): the copy is deleted.
    await refs.release(answer.json.data.fileRef);
    expect(existsSync(held.path)).toBe(false);
  }, 60_000);

  it('refuses a file over the cap unread, with the reason the screen words', async () => {
    const answer = await upload(
      {
        Origin: bridge.origin,
        [TOKEN_HEADER]: token,
        [FILE_NAME_HEADER]: 'huge.json',
        'Content-Length': String(71 * 1024 * 1024),
      },
      // Only a little is written: the refusal comes from the declared size, before the body is read.
      (req) => req.write(Buffer.alloc(1024, 0x20)),
    );
    expect(answer.json).toMatchObject({
      ok: false,
      error: { code: 'file-invalid', details: { reason: 'too-large', fileName: 'huge.json' } },
    });
    expect(refs.size()).toBe(0);
  });

  it('refuses an upload without the token or from another origin, and keeps nothing of it', async () => {
    const noToken = await upload({ Origin: bridge.origin, [FILE_NAME_HEADER]: 'a.json' }, (req) => req.end('{}'));
    expect(noToken.status).toBe(403);
    const foreign = await upload(
      { Origin: 'http://evil.test', [TOKEN_HEADER]: token, [FILE_NAME_HEADER]: 'a.json' },
      (req) => req.end('{}'),
    );
    expect(foreign.status).toBe(403);
    const nameless = await upload({ Origin: bridge.origin, [TOKEN_HEADER]: token }, (req) => req.end('{}'));
    expect(nameless.json).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(refs.size()).toBe(0);
  });
});
