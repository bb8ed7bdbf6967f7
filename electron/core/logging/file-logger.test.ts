import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileLogger } from './file-logger';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdG9yZSI6ImFiYyIsImV4cCI6MX0.aGVsbG8td29ybGQtc2lnbmF0dXJl';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'desk-logs-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const readLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('createFileLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const logger = createFileLogger({ dir: join(dir, 'logs'), now: () => new Date('2024-05-01T06:00:00Z') });
    logger.log('info', 'http request', { method: 'GET', path: '/v5/keys/webhooks', status: 200, durationMs: 12 });
    logger.log('warn', 'no fields');
    expect(readLines(logger.file)).toEqual([
      {
        time: '2024-05-01T06:00:00.000Z',
        level: 'info',
        message: 'http request',
        fields: { method: 'GET', path: '/v5/keys/webhooks', status: 200, durationMs: 12 },
      },
      { time: '2024-05-01T06:00:00.000Z', level: 'warn', message: 'no fields' },
    ]);
  });

  it('drops lines below the configured level', () => {
    const logger = createFileLogger({ dir, level: 'warn' });
    logger.log('debug', 'a');
    logger.log('info', 'b');
    logger.log('error', 'c');
    expect(readLines(logger.file).map((l) => l.message)).toEqual(['c']);
  });

  it('rotates by size and keeps at most maxFiles files, dropping the oldest', () => {
    const logger = createFileLogger({ dir, maxBytes: 2048, maxFiles: 3 });
    const filler = 'x'.repeat(300);
    for (let i = 0; i < 60; i++) logger.log('info', `line ${i}`, { filler });

    const files = readdirSync(dir).sort();
    expect(files).toEqual(['desk.1.log', 'desk.2.log', 'desk.log']);
    for (const name of files) expect(statSync(join(dir, name)).size).toBeLessThanOrEqual(2048);

    // Order survives rotation: .2 is older than .1, which is older than the current file, and the last line is the newest.
    const numbers = ['desk.2.log', 'desk.1.log', 'desk.log'].flatMap((name) =>
      readLines(join(dir, name)).map((l) => Number(String(l.message).split(' ')[1])),
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(numbers.at(-1)).toBe(59);
    expect(numbers[0]).toBeGreaterThan(0); // the oldest lines are gone
    expect(new Set(numbers.slice(1).map((n, i) => n - numbers[i]!))).toEqual(new Set([1]));
  });

  it('continues an existing file after a restart and rotates it when full', () => {
    createFileLogger({ dir, maxBytes: 1024 }).log('info', 'first run', { pad: 'y'.repeat(900) });
    const second = createFileLogger({ dir, maxBytes: 1024 });
    second.log('info', 'second run', { pad: 'z'.repeat(200) });
    expect(readLines(join(dir, 'desk.1.log')).map((l) => l.message)).toEqual(['first run']);
    expect(readLines(second.file).map((l) => l.message)).toEqual(['second run']);
  });

  it('keeps only the current file when maxFiles is 1', () => {
    const logger = createFileLogger({ dir, maxBytes: 1024, maxFiles: 1 });
    for (let i = 0; i < 20; i++) logger.log('info', `n${i}`, { pad: 'p'.repeat(200) });
    expect(readdirSync(dir)).toEqual(['desk.log']);
    expect(readLines(logger.file).at(-1)?.message).toBe('n19');
  });

  it('redacts every listed form in messages and nested fields before writing', () => {
    const logger = createFileLogger({ dir });
    logger.log('error', `token request failed: client_secret=hunter2-secret&client_id=x; got ${JWT}`, {
      request: {
        headers: { Authorization: `Bearer ${JWT}`, 'content-type': 'application/x-www-form-urlencoded' },
        form: { client_secret: 'hunter2-secret', grant_type: 'client_credentials' },
      },
      response: { access_token: JWT, expires_in: 60, note: `Authorization: Bearer ${JWT}` },
      webhook: [{ secret: 'whsec-123456' }],
      error: new Error(`401 for Bearer ${JWT}`),
    });
    const raw = readFileSync(logger.file, 'utf8');
    for (const leaked of ['hunter2-secret', 'whsec-123456', ...JWT.split('.')]) expect(raw).not.toContain(leaked);
    const [line] = readLines(logger.file);
    expect(line).toMatchObject({
      level: 'error',
      fields: {
        request: {
          headers: { Authorization: '[REDACTED]', 'content-type': 'application/x-www-form-urlencoded' },
          form: { client_secret: '[REDACTED]', grant_type: 'client_credentials' },
        },
        response: { access_token: '[REDACTED]', expires_in: 60 },
        webhook: [{ secret: '[REDACTED]' }],
      },
    });
  });

  it('never throws when the folder cannot be written', () => {
    // A logs "folder" below an ordinary file cannot be created.
    const first = createFileLogger({ dir });
    first.log('info', 'make a file');
    const logger = createFileLogger({ dir: join(first.file, 'sub') });
    expect(() => logger.log('info', 'lost')).not.toThrow();
    expect(() => logger.log('info', 'lost again')).not.toThrow();
  });
});
