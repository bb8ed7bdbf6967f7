import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../core/webhooks/webhook-signature';
import { ExitCode } from './exit-codes';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';
import { buildBadPackage } from '@tests/kits/cli/stock-package';

// The CLI in this process (real core, SQLite and keychain; no child process): messages and exit codes.
// Run under scripts/with-keyring.sh.

let dir: string;
let dataDir: string;
const file = (name: string) => join(dir, name);
const cli = (args: string[], options: { env?: NodeJS.ProcessEnv; input?: string } = {}) =>
  runCliInProcess([...args, '--data-dir', dataDir], options);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'pharmex-msg-'));
  dataDir = join(dir, 'data');
  writeFileSync(file('bad.json'), buildBadPackage());
  writeFileSync(file('empty.json'), JSON.stringify({ date: '2024-05-10T06:30:00+03:00', stocks: [] }));
  writeFileSync(
    file('body.json'),
    '{"ClientId":"5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30","Event":"stocks_full","Message":"Processed"}',
  );
  writeFileSync(file('key.txt'), 'webhook-test-key\n');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('command line mistakes (exit 2)', () => {
  it.each([
    [['uplaod', 'x.json'], /Неизвестная команда «uplaod x.json»/],
    [['profiles', 'list', '--frobnicate'], /Неизвестный флаг --frobnicate/],
    [['profiles', 'list', '--wait'], /Флаг --wait не относится к команде «profiles list»/],
    [['validate'], /не хватает аргумента: ФАЙЛ/],
    [['upload', 'x.json'], /Укажите вид выгрузки: --full/],
    [['upload', 'x.json', '--full', '--override', 'everything'], /Неизвестное правило в --override: «everything»/],
    [['status', 'not-a-guid'], /не идентификатор пакета \(GUID\)/],
    [['dict', 'sync', 'goods'], /Нет справочника «goods»/],
    [['token', '--store', 'Нет такой аптеки'], /Магазин «Нет такой аптеки» не найден/],
    [['stocks', 'delete'], /без терминала подтвердите её флагом --yes/],
  ])('%j', async (args, message) => {
    const run = await cli(args);
    expect(run.code).toBe(ExitCode.usage);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it('says where a missing file was looked for', async () => {
    const run = await cli(['validate', 'no-such-file.json']);
    expect(run.code).toBe(ExitCode.usage);
    expect(run.stderr).toMatch(/Файл не найден: \/.*no-such-file\.json\. Проверьте путь и имя файла\./);
  });

  it('reports the error as one JSON document on stderr with --json, in English with LANG=en', async () => {
    const run = await cli(['upload', 'x.json', '--json'], { env: { LANG: 'en_US.UTF-8' } });
    expect(run.code).toBe(ExitCode.usage);
    expect(run.stdout).toBe('');
    expect(JSON.parse(run.stderr)).toMatchObject({
      error: { code: 'usage', exitCode: 2, message: expect.stringMatching(/Choose the kind of upload/) },
    });
  });
});

describe('results and verdicts', () => {
  it('prints help in Russian by default and in English with LANG=en', async () => {
    expect((await cli(['help'])).stdout).toContain('upload ФАЙЛ --full|--changes');
    const en = await cli(['help', 'upload'], { env: { LANG: 'en_US.UTF-8' } });
    expect(en.code).toBe(ExitCode.ok);
    expect(en.stdout).toContain('--override second-full-today');
  });

  it('lists each error of a bad file with its record, line, position, field and reason (exit 3)', async () => {
    const run = await cli(['validate', file('bad.json')]);
    expect(run.code).toBe(ExitCode.invalid);
    expect(run.stdout).toMatch(
      /запись №1, строка \d+, поз\. \d+: prtId \(партия 20240001\) — должно быть текстом в кавычках, а в файле целое число/,
    );
    expect(run.stdout).toMatch(/запись №2, строка \d+, поз\. \d+: supDate .*это не дата/);
    expect(run.stdout).toMatch(/запись №3, строка \d+, поз\. \d+: qnt .*дробное количество/);
    expect(run.stderr).toContain('Файл не прошёл проверку');
  });

  it('stops a full upload without rows at the guard rail, naming the flag that would let it through (exit 6)', async () => {
    const run = await cli(['upload', file('empty.json'), '--full']);
    expect(run.code).toBe(ExitCode.guardRail);
    expect(run.stderr).toContain('Полная выгрузка без записей удалит у оператора все остатки аптеки');
    expect(run.stderr).toContain('--override empty-full');
  });

  it('sends it once the refusal is answered by the flags, noting the rules they confirmed', async () => {
    // --yes: the recommended window depends on the wall clock this test runs at.
    const run = await cli(['upload', file('empty.json'), '--full', '--override', 'empty-full', '--yes', '--json']);
    expect(run.code, run.stderr).toBe(ExitCode.ok);
    const out = JSON.parse(run.stdout) as { findings: { rule: string }[]; acknowledged: string[] };
    expect(out.findings.map((f) => f.rule)).toContain('empty-full');
    expect(out.acknowledged).toContain('empty-full');
    expect(out).toMatchObject({ upload: { kind: 'full', overrides: expect.arrayContaining(['empty-full']) } });
  });

  it('says the operator knows nothing of an unknown package (exit 10), as JSON', async () => {
    const run = await cli(['status', '3f2504e0-4f89-41d3-9a0c-0305e82c3301', '--json']);
    expect(run.code).toBe(ExitCode.notFinal);
    expect(JSON.parse(run.stdout)).toMatchObject({ messageId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', status: null });
    expect(JSON.parse(run.stderr)).toMatchObject({ error: { code: 'no-info', exitCode: 10 } });
  });

  it('verifies a webhook signature from a key file: ok (0), mismatch (3)', async () => {
    const body = '{"ClientId":"5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30","Event":"stocks_full","Message":"Processed"}';
    const signature = signWebhookBody(new TextEncoder().encode(body), 'webhook-test-key');
    const ok = await cli([
      'webhooks',
      'verify',
      file('body.json'),
      signature.toLowerCase().replace('sha256=', 'SHA256='),
      '--key-file',
      file('key.txt'),
    ]);
    expect(ok.code, ok.stderr).toBe(ExitCode.ok);
    expect(ok.stdout).toContain('Подпись верна');
    const bad = await cli([
      'webhooks',
      'verify',
      file('body.json'),
      `X-Signature: ${signature.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}`,
      '--key-file',
      file('key.txt'),
      '--json',
    ]);
    expect(bad.code).toBe(ExitCode.invalid);
    expect(JSON.parse(bad.stdout)).toMatchObject({ verdict: 'mismatch', valid: false, keySource: 'file' });
  });
});
