import Database from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guardRailRefusalOf } from '@shared/ipc/channels/uploads';
import { DATABASE_FILE } from '../desk-core';
import { startSandbox, type RunningSandbox } from '@sandbox/start-sandbox';
import {
  createUploadsTestEnv,
  fastSandboxOptions,
  InvokeFailure,
  moscowClock,
  samplePackage,
  waitFor,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';

const clock = moscowClock('06:00');
const childScript = join(import.meta.dirname, '../../../tests/kits/core/uploads/upload-child.ts');

describe('uploads across crashes and restarts', () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const step of cleanup.reverse()) await step();
    cleanup.length = 0;
  });

  async function sandboxWith(options: Parameters<typeof startSandbox>[0]): Promise<RunningSandbox> {
    const sandbox = await startSandbox({
      ...fastSandboxOptions(clock),
      ...options,
    });
    cleanup.push(() => sandbox.close());
    return sandbox;
  }
  function tempDir(): string {
    const dir = mkdtempSync(join(tmpdir(), 'desk-uploads-crash-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  }
  function open(sandbox: RunningSandbox, dataDir: string): UploadsTestEnv {
    const env = createUploadsTestEnv({ sandbox, dataDir, clock });
    cleanup.push(() => env.close());
    return env;
  }

  it('a process killed with SIGKILL mid-send leaves a consistent database and an outcome-unknown row', async () => {
    // Every API answer is late, so the upload is still on the wire when the child dies.
    const sandbox = await sandboxWith({
      faults: {
        latencyRate: 1,
        latencyMs: 1500,
        targets: { api: true, auth: false },
      },
    });
    const dataDir = tempDir();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        childScript,
        JSON.stringify({
          dataDir,
          sandbox: {
            baseUrl: sandbox.baseUrl,
            authUrl: sandbox.authUrl,
            stores: sandbox.stores,
          },
          rows: 20,
        }),
      ],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    cleanup.push(() => void child.kill('SIGKILL'));

    // Watch the child's database (WAL lets a reader look while it writes) for the attempt on the wire.
    await waitFor(
      () => {
        let db: Database.Database | undefined;
        try {
          db = new Database(join(dataDir, DATABASE_FILE), {
            readonly: true,
            fileMustExist: true,
          });
          const row = db
            .prepare("SELECT id FROM upload_ledger WHERE outcome = 'sending' AND request_started_at IS NOT NULL")
            .get();
          return row ? true : undefined;
        } catch {
          return undefined; // not created or not migrated yet
        } finally {
          db?.close();
        }
      },
      20_000,
      `the child's upload to start (output so far: ${output})`,
    );
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(output).not.toContain('finished');

    const raw = new Database(join(dataDir, DATABASE_FILE));
    expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
    raw.close();

    // The restarted app says honestly what it knows.
    const env = open(sandbox, dataDir);
    const { items } = await env.invoke('uploads:list', {
      profileId: env.profileId,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'full',
      outcome: 'unknown',
      errorCode: 'app-stopped',
      rows: 20,
      fileName: 'crash.json',
      tracking: 'none',
    });
    expect(items[0]!.errorMessage).toContain('may or may not have received it');
    expect(items[0]!.finishedAt).not.toBeNull();
    // An unknown full upload may be the day's one: the next full upload asks first.
    const next = await env.invoke('uploads:preview-file', {
      fileName: 'next.json',
      bytes: Buffer.from(samplePackage(20)),
    });
    const refusal = await env
      .invoke('uploads:start', { profileId: env.profileId, previewId: next.previewId, kind: 'full' })
      .catch((e: InvokeFailure) => e);
    expect(refusal).toBeInstanceOf(InvokeFailure);
    const findings = guardRailRefusalOf((refusal as InvokeFailure).error)?.findings ?? [];
    expect(findings.map((f) => f.rule)).toContain('second-full-today');
    expect(env.core.db.pragma('integrity_check', { simple: true })).toBe('ok');
  }, 60_000);

  it('a connection dropped after the server read the full upload: sent once, outcome unknown, never re-sent', async () => {
    const sandbox = await sandboxWith({
      faults: {
        dropRate: 1,
        dropPhase: 'after-handler',
        targets: { api: true, auth: false },
      },
    });
    const env = open(sandbox, tempDir());
    const preview = await env.invoke('uploads:preview-file', {
      fileName: 'drop.json',
      bytes: Buffer.from(samplePackage(7)),
    });
    const sent = await env.invoke('uploads:start', {
      profileId: env.profileId,
      previewId: preview.previewId,
      kind: 'full',
    });
    expect(sent).toMatchObject({
      outcome: 'unknown',
      errorCode: 'outcome-unknown',
      httpStatus: null,
      messageId: null,
    });
    expect(sent.requestStartedAt).not.toBeNull();
    const posts = env.logs.filter((line) => line.includes('"method":"POST"') && line.includes('/stocks'));
    expect(posts).toHaveLength(1);
    // The sandbox did queue it once: its stock becomes these 7 rows.
    sandbox.control.setFaults(undefined);
    await sandbox.control.flush();
    expect(sandbox.control.stockRows(sandbox.stores[0]!.storeId)).toHaveLength(7);
  });

  it('resumes tracking unfinished uploads after a restart', async () => {
    const sandbox = await sandboxWith({
      processing: { acceptedMs: 600, processingMs: 600 },
    });
    const dataDir = tempDir();
    const first = createUploadsTestEnv({ sandbox, dataDir, clock });
    const preview = await first.invoke('uploads:preview-file', {
      fileName: 'resume.json',
      bytes: Buffer.from(
        samplePackage(4, {
          nnts: sandbox.control.dictionaries
            .goodsSample(40)
            .filter((g) => !g.gnvls)
            .slice(0, 4)
            .map((g) => g.nnt),
        }),
      ),
    });
    const sent = await first.invoke('uploads:start', {
      profileId: first.profileId,
      previewId: preview.previewId,
      kind: 'full',
    });
    await waitFor(async () =>
      (await first.invoke('uploads:get', { uploadId: sent.id })).timeline.length > 0 ? true : undefined,
    );
    await first.close({ keepData: true });

    const second = open(sandbox, dataDir);
    const before = await second.invoke('uploads:get', { uploadId: sent.id });
    expect(before.upload.tracking).toBe('active');
    expect(before.timeline[0]!.statusId).toBe(0);
    const done = await waitFor(async () => {
      const detail = await second.invoke('uploads:get', { uploadId: sent.id });
      return detail.upload.tracking === 'done' ? detail : undefined;
    });
    expect(done.upload.outcome).toBe('processed');
    expect(done.timeline.map((t) => t.statusId)).toEqual([0, 1, 2]);
  });

  it('after a restart, an upload the operator no longer knows ends with "no information"', async () => {
    const sandbox = await sandboxWith({});
    const dataDir = tempDir();
    const first = createUploadsTestEnv({ sandbox, dataDir, clock });
    const preview = await first.invoke('uploads:preview-file', {
      fileName: 'x.json',
      bytes: Buffer.from(samplePackage(2)),
    });
    const sent = await first.invoke('uploads:start', {
      profileId: first.profileId,
      previewId: preview.previewId,
      kind: 'full',
    });
    await waitFor(async () =>
      (await first.invoke('uploads:get', { uploadId: sent.id })).upload.tracking === 'done' ? true : undefined,
    );
    // As if the app had stopped while tracking a package the operator has since forgotten: every poll gets 204.
    const unknownId = '00000000-0000-4000-8000-000000000000';
    first.core.db
      .prepare(
        "UPDATE upload_ledger SET tracking = 'active', outcome = 'accepted', message_id = ?, location = ? WHERE id = ?",
      )
      .run(unknownId, `${sandbox.baseUrl}/v5/messages/${unknownId}/status`, sent.id);
    await first.close({ keepData: true });

    const second = open(sandbox, dataDir);
    const ended = await waitFor(async () => {
      const detail = await second.invoke('uploads:get', { uploadId: sent.id });
      return detail.upload.tracking === 'no-info' ? detail : undefined;
    });
    expect(ended.upload.outcome).toBe('accepted');
    expect(ended.timeline.at(-1)).toMatchObject({ statusId: null });
  });
});
