import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { DeskCoreOptions } from '@core/desk-core';
import { runCli } from '@cli/run-cli';

/** Test support: the CLI run as a child process (as a user runs it) or in this process (cheaper). */

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const ENTRY = resolve(REPO_ROOT, 'electron/cli/index.ts');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Spawns `node --import tsx electron/cli/index.ts …` (one process, ~1 s), with stdin from `input`. */
export function spawnCli(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; timeoutMs?: number } = {},
): Promise<CliRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ENTRY, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, LANG: 'ru_RU.UTF-8', LC_ALL: '', LC_MESSAGES: '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 90_000);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      done({ code: code ?? (signal ? 128 : -1), stdout, stderr });
    });
    child.stdin.end(options.input ?? '');
  });
}

/** Runs the CLI in this process with buffers for its streams (stdin from `input`, not a terminal). */
export async function runCliInProcess(
  args: readonly string[],
  options: { env?: NodeJS.ProcessEnv; input?: string; coreOptions?: DeskCoreOptions } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    {
      argv: args,
      env: { LANG: 'ru_RU.UTF-8', ...options.env },
      cwd: REPO_ROOT,
      stdin: Readable.from([Buffer.from(options.input ?? '')]),
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      signal: new AbortController().signal,
    },
    { coreOptions: options.coreOptions },
  );
  return { code, stdout, stderr };
}
