import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDictionaryStore } from '../sandbox/dictionaries-link';
import { startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { ExitCode } from './exit-codes';
import { runCliInProcess, spawnCli } from '@tests/kits/cli/cli-runner';
import { buildBadPackage, buildStockPackage } from '@tests/kits/cli/stock-package';

// Run under scripts/with-keyring.sh: the CLI uses the real OS keychain (Secret Service).

let dir: string;
let dataDir: string;
const file = (name: string) => join(dir, name);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pharmex-cli-'));
  dataDir = join(dir, 'data');
  // Goods the CLI's embedded Sandbox knows (its defaults: seed 1, small scale).
  const goods = createDictionaryStore({ scale: 'small', seed: 1, storeIds: [] }).goodsSample(10);
  writeFileSync(file('good.json'), buildStockPackage(goods, { prefix: 'CLI' }));
  writeFileSync(file('bad.json'), buildBadPackage());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('pharmex as a child process', () => {
  it('sends a full upload to the Sandbox end to end, prints the final status, and status reads it back as JSON', async () => {
    const run = await spawnCli(['upload', file('good.json'), '--full', '--wait', '--yes', '--data-dir', dataDir]);
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    expect(run.stdout).toMatch(/Файл good\.json: записей — 10/);
    expect(run.stdout).toMatch(/Итоговый статус: 2 Обработан/);
    expect(run.stdout).toContain('История статусов:');
    // Not a terminal: progress as plain lines on stderr, no cursor control codes.
    expect(run.stderr).toContain('Статус: 2 Обработан');
    expect(run.stderr).not.toContain('\x1b[');
    const messageId = /MESSAGE_ID: ([0-9a-f-]{36})/.exec(run.stdout)?.[1];
    expect(messageId).toBeDefined();

    const status = await spawnCli(['status', messageId!, '--json'], { env: { PHARMEX_DATA_DIR: dataDir } });
    expect(status.code, status.stderr).toBe(ExitCode.ok);
    expect(status.stderr).toBe('');
    const doc = JSON.parse(status.stdout) as {
      upload: { messageId: string; statusId: number; outcome: string; kind: string };
      timeline: { statusId: number }[];
    };
    expect(doc.upload).toMatchObject({ messageId, statusId: 2, outcome: 'processed', kind: 'full' });
    expect(doc.timeline.map((e) => e.statusId)).toContain(2);
  }, 120_000);

  it('validates a bad file in English JSON: record, field and line of each error, exit 3, the error as JSON on stderr', async () => {
    const run = await spawnCli(['validate', file('bad.json'), '--json', '--data-dir', dataDir], {
      env: { LANG: 'en_GB.UTF-8' },
    });
    expect(run.code).toBe(ExitCode.invalid);
    const doc = JSON.parse(run.stdout) as {
      valid: boolean;
      local: { errorCount: number; errors: { fieldPath: string; rowIndex: number; line: number; position: number }[] };
    };
    expect(doc.valid).toBe(false);
    expect(doc.local.errors.map((e) => e.fieldPath)).toEqual(['stocks[0].prtId', 'stocks[1].supDate', 'stocks[2].qnt']);
    for (const e of doc.local.errors) expect(e.line).toBeGreaterThan(1);
    const error = JSON.parse(run.stderr) as { error: { code: string; exitCode: number; message: string } };
    expect(error.error).toMatchObject({ code: 'validation-failed', exitCode: 3 });
    expect(error.error.message).toMatch(/did not pass the check/);
  }, 60_000);

  describe('a store on any server (--store GUID --base-url --auth-url)', () => {
    let sandbox: RunningSandbox;
    const store = {
      storeId: '7d1c2a9e-5b3f-4c8d-9e0a-1f2b3c4d5e6f',
      secret: `cli-test+${Date.now()}/secret`,
      name: 'Аптека CLI',
    };
    const where = () => [
      '--store',
      store.storeId.toUpperCase(),
      '--base-url',
      sandbox.baseUrl,
      '--auth-url',
      sandbox.authUrl,
      '--data-dir',
      dataDir,
    ];

    beforeAll(async () => {
      sandbox = await startSandbox({ stores: [store], demoStockRows: 0 });
    });
    afterAll(async () => {
      // Removing the profile deletes its keychain item too.
      await runCliInProcess(['profiles', 'remove', '--yes', ...where()]);
      await sandbox.close();
    });

    it('has no password at first (exit 7), saves one from stdin, then shows the token lifetime and never the token', async () => {
      const missing = await runCliInProcess(['token', ...where()]);
      expect(missing.code).toBe(ExitCode.keychain);
      expect(missing.stderr).toMatch(/Создан профиль №\d+/);
      expect(missing.stderr).toContain('Ошибка: для магазина не сохранён пароль');
      expect(missing.stderr).toMatch(/соединение без шифрования \(http\)/);

      const saved = await runCliInProcess(['secret', 'set', ...where()], { input: `${store.secret}\n` });
      expect(saved.code, saved.stderr).toBe(ExitCode.ok);
      expect(saved.stdout).toContain('сохранён в связке ключей ОС');
      expect(saved.stdout + saved.stderr).not.toContain(store.secret);

      const run = await spawnCli(['token', '--json', ...where()]);
      expect(run.code, run.stderr).toBe(ExitCode.ok);
      // The GUID as the user typed it (upper case here): sent as issued, never re-cased.
      expect(JSON.parse(run.stdout)).toMatchObject({
        storeId: store.storeId.toUpperCase(),
        expiresIn: 3600,
        tokenType: 'Bearer',
      });
      const issued = sandbox.control.issuedTokens();
      expect(issued.length).toBeGreaterThan(0);
      for (const t of issued) expect(run.stdout + run.stderr).not.toContain(t);
      expect(run.stdout + run.stderr).not.toContain(store.secret);
    }, 60_000);
  });
});
