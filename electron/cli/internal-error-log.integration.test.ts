import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExitCode } from './exit-codes';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';

// Run under scripts/with-keyring.sh (the CLI opens the real OS keychain with core).
// "See the log" must point at an entry that exists: the id printed is in the file printed.

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'pharmex-internal-'));
  dirs.push(dir);
  return join(dir, 'data');
};

/** The id and log path the CLI printed, and the log entry with that id. */
function printedEntry(stderr: string) {
  const match = /ошибка ([0-9A-F]{6}), подробности в журнале (\S+)/.exec(stderr);
  expect(match, stderr).not.toBeNull();
  const [, errorId, file] = match!;
  const entries = readFileSync(file!, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { level: string; fields: Record<string, unknown> });
  return { errorId, file, entry: entries.find((e) => e.fields.errorId === errorId) };
}

describe('internal errors in the CLI', () => {
  it('prints the id and the log of an error core logged while serving a channel', async () => {
    const dataDir = freshDataDir();
    expect((await runCliInProcess(['profiles', 'list', '--data-dir', dataDir])).code).toBe(ExitCode.ok);
    // A trigger makes SQLite itself fail inside the profiles:add handler: an unexpected error, not a refusal.
    const db = new Database(join(dataDir, 'desk.sqlite'));
    db.exec("CREATE TRIGGER boom BEFORE INSERT ON store_profiles BEGIN SELECT RAISE(ABORT, 'disk on fire'); END;");
    db.close();
    const run = await runCliInProcess([
      'profiles',
      'add',
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '--base-url',
      'https://api.operator.test',
      '--auth-url',
      'https://auth.operator.test',
      '--data-dir',
      dataDir,
    ]);
    expect(run.code).toBe(ExitCode.internal);
    const { errorId, file, entry } = printedEntry(run.stderr);
    expect(file).toBe(join(dataDir, 'logs', 'cli.log'));
    expect(entry?.level).toBe('error');
    expect(entry?.fields).toMatchObject({ errorId, channel: 'profiles:add', errorMessage: 'disk on fire' });
    expect(String(entry?.fields.stack)).toContain('disk on fire');
  });

  it('logs an error raised outside any channel (a database that is not one) before pointing at it', async () => {
    const dataDir = freshDataDir();
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'desk.sqlite'), 'this is not a database, but it is long enough to be read as one');
    const run = await runCliInProcess(['profiles', 'list', '--json', '--data-dir', dataDir]);
    expect(run.code).toBe(ExitCode.internal);
    const { errorId, entry } = printedEntry(JSON.parse(run.stderr).error.message as string);
    expect(JSON.parse(run.stderr).error.details).toMatchObject({ errorId, logFile: join(dataDir, 'logs', 'cli.log') });
    expect(entry?.fields).toMatchObject({ errorId, shell: 'cli' });
    expect(String(entry?.fields.stack)).toMatch(/SqliteError/);
  });
});
