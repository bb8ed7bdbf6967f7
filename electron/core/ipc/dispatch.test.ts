import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invokeContract, type InvokeChannel } from '@shared/ipc/contract';
import type { IpcResult } from '@shared/ipc/result';
import { DeskError } from '../errors';
import { createFileLogger } from '../logging/file-logger';
import { dispatchInvoke, joinHandlers, logErrorsOf, type HandlerMap, type PartialHandlerMap } from './dispatch';
import { inputShapeProblem } from './input-bounds';

// A handler map where every channel answers something plausible for app:get-info and fails otherwise.
function allChannels(overrides: PartialHandlerMap = {}): PartialHandlerMap {
  const map: Record<string, unknown> = {};
  for (const channel of Object.keys(invokeContract))
    map[channel] = () => Promise.reject(new Error(`not under test: ${channel}`));
  return { ...(map as PartialHandlerMap), ...overrides };
}

const info = { name: 'Desk', version: '1.0.0', shell: 'cli' as const, platform: 'linux', dataDir: '/tmp/x' };

describe('joinHandlers', () => {
  it('accepts exactly one handler per contract channel', () => {
    const handlers = joinHandlers(allChannels());
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(invokeContract).sort());
  });

  it('refuses a channel served twice', () => {
    const first = allChannels();
    expect(() => joinHandlers(first, { 'app:get-info': () => info })).toThrow(/Two handlers for channel app:get-info/);
  });

  it('refuses a missing channel, naming it', () => {
    const partial = allChannels();
    delete (partial as Record<string, unknown>)['profiles:list'];
    expect(() => joinHandlers(partial)).toThrow(/No handler for channels: profiles:list/);
  });

  it('refuses a handler for a channel the contract does not name', () => {
    expect(() => joinHandlers(allChannels(), { 'fs:read': () => 1 } as unknown as PartialHandlerMap)).toThrow(
      /does not name: fs:read/,
    );
  });
});

describe('dispatchInvoke', () => {
  const handlers = joinHandlers(
    allChannels({
      'app:get-info': () => ({ ...info, token: 'must-not-leak' }) as typeof info,
      'app:open-page': ({ profileId }) => {
        if (profileId === 1) throw new DeskError('forbidden', 'not allowed', { profileId });
        if (profileId === 2) throw new TypeError('unexpected');
        return { opened: true, url: 'https://operator.example.com/dispersion' };
      },
    }),
  ) as HandlerMap;

  it('refuses unknown channels without calling anything', async () => {
    expect(await dispatchInvoke(handlers, 'shell:exec', {})).toEqual({
      ok: false,
      error: { code: 'unknown-channel', message: 'Unknown channel: shell:exec' },
    });
  });

  it('parses input and reports where it is wrong', async () => {
    const result = await dispatchInvoke(handlers, 'app:open-page', { page: 'dispersion', profileId: '42' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('invalid-input');
    expect(result.error.details).toEqual({ issues: [expect.objectContaining({ path: ['profileId'] })] });
  });

  it('refuses oversized and over-deep inputs before parsing them, with a short message', async () => {
    const huge = { page: 'dispersion', profileId: 3, extra: Array.from({ length: 100_000 }, (_, i) => i) };
    let deep: unknown = 'x';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    for (const [input, reason] of [
      [huge, /more than 10000 values/],
      [{ page: 'dispersion', profileId: deep }, /nested deeper than 32 levels/],
    ] as const) {
      // The reason is the shape check's own wording: zod never walked the 100,000 values.
      const result = await dispatchInvoke(handlers, 'app:open-page', input);
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'invalid-input', message: expect.stringMatching(reason) },
      });
      if (!result.ok) expect(result.error.message.length).toBeLessThan(300);
    }
  });

  it('counts a file’s bytes as one value, however many there are', () => {
    // uploads:preview-file carries the chosen file as a byte array (a 200 MB file is one value).
    expect(inputShapeProblem({ fileName: 'big.json', bytes: new Uint8Array(5_000_000) })).toBeUndefined();
    expect(inputShapeProblem({ fileName: 'x', list: Array.from({ length: 10_001 }, () => 0) })).toMatch(
      /more than 10000 values/,
    );
  });

  it('reports the first 20 issues of a bad input and counts the rest', async () => {
    const result = await dispatchInvoke(handlers, 'dictionaries:reset', {
      profileId: 1,
      names: Array.from({ length: 25 }, (_, i) => i),
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const details = result.error.details as { issues: unknown[]; moreIssues: number };
    expect(details.issues).toHaveLength(20);
    expect(details.moreIssues).toBe(5);
    expect(result.error.message).toMatch(/… and 5 more issue\(s\)$/);
  });

  it('strips fields the contract does not declare from outputs', async () => {
    const result = await dispatchInvoke(handlers, 'app:get-info' satisfies InvokeChannel, undefined);
    expect(result).toEqual({ ok: true, data: info });
    expect(JSON.stringify(result)).not.toContain('must-not-leak');
  });

  it('carries DeskError code and details as data', async () => {
    expect(await dispatchInvoke(handlers, 'app:open-page', { page: 'dispersion', profileId: 1 })).toEqual({
      ok: false,
      error: { code: 'forbidden', message: 'not allowed', details: { profileId: 1 } },
    });
  });

  it('turns unexpected errors into internal errors', async () => {
    const result = await dispatchInvoke(handlers, 'app:open-page', { page: 'dispersion', profileId: 2 });
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: 'unexpected' } });
  });
});

describe('dispatchInvoke with a log', () => {
  const logDir = mkdtempSync(join(tmpdir(), 'dispatch-log-'));
  afterAll(() => rmSync(logDir, { recursive: true, force: true }));
  const logger = createFileLogger({ dir: logDir });
  const handlers = logErrorsOf(
    joinHandlers(
      allChannels({
        'app:get-info': () => {
          // A secret caught in an exception text must be redacted on its way to the file.
          throw new RangeError('exploded near client_secret=hunter2-very-secret');
        },
        'profiles:list': () => [{ id: 'not a number' }] as never,
        'profiles:remove': () => {
          throw new DeskError('conflict', 'a refusal, not a bug');
        },
      }),
    ),
    logger,
  );
  const logLines = () =>
    readFileSync(logger.file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; message: string; fields: Record<string, unknown> });

  /** The error id of a failed result, after checking its code. */
  const errorIdOf = (result: IpcResult<unknown>, code: string): string => {
    expect(result).toMatchObject({ ok: false, error: { code } });
    return (result as { error: { details: { errorId: string } } }).error.details.errorId;
  };

  it('logs a throwing handler with the id it returns, the channel and the stack', async () => {
    const errorId = errorIdOf(await dispatchInvoke(handlers, 'app:get-info', undefined), 'internal');
    expect(errorId).toMatch(/^[0-9A-F]{6}$/);
    const entry = logLines().find((l) => l.fields.errorId === errorId);
    expect(entry).toMatchObject({ level: 'error', message: `Internal error ${errorId}` });
    expect(entry!.fields).toMatchObject({ channel: 'app:get-info', errorName: 'RangeError' });
    expect(String(entry!.fields.stack)).toMatch(/RangeError: exploded[\s\S]*dispatch\.test\.ts/);
    expect(readFileSync(logger.file, 'utf8')).not.toContain('hunter2-very-secret');
  });

  it('logs an invalid handler output the same way', async () => {
    const errorId = errorIdOf(await dispatchInvoke(handlers, 'profiles:list', undefined), 'invalid-output');
    expect(logLines().some((l) => l.fields.errorId === errorId && l.fields.channel === 'profiles:list')).toBe(true);
  });

  it('gives every internal error its own id, and logs no refusal', async () => {
    const before = logLines().length;
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const result = await dispatchInvoke(handlers, 'app:get-info', undefined);
      if (!result.ok) ids.add((result.error.details as { errorId: string }).errorId);
    }
    expect(ids.size).toBe(5);
    const refused = await dispatchInvoke(handlers, 'profiles:remove', { id: 3 });
    expect(refused).toEqual({ ok: false, error: { code: 'conflict', message: 'a refusal, not a bug' } });
    expect(logLines().length).toBe(before + 5);
  });
});
