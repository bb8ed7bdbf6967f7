// The processes of bench/dict-sync: the sandbox, the replay server in front of it, and the
// sync child (bundled as the app's core host is).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { withHostMallocTunables } from '../../electron/host/host-malloc-env';
import type { ChildReport } from './child-sync';
import type { Target } from './common';

const root = resolve(import.meta.dirname, '../..');

/** The replay server's counters: a miss is a request it had to pass to the sandbox. */
export interface ReplayStats {
  hits: number;
  misses: number;
  bytes: number;
  /** The replay process's CPU time so far. */
  cpuMs: number;
}

/** Starts the replay server in front of `upstream` in its own process; returns its address. */
export async function startReplayProcess(upstream: string): Promise<{ baseUrl: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/support/replay-server.ts'), upstream], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout! })) {
    const { baseUrl } = JSON.parse(line) as { baseUrl: string };
    return { baseUrl, child };
  }
  throw new Error('The replay server did not print its address.');
}

export const replayStats = async (baseUrl: string): Promise<ReplayStats> =>
  (await (await fetch(`${baseUrl}/__replay/stats`)).json()) as ReplayStats;

/** Starts `npm run sandbox` in its own process and reads its address and first store from its output. */
export async function startSandboxProcess(
  scale: string,
  seed: number,
): Promise<{ target: Target; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'electron/sandbox/cli.ts'), '--scale', scale, '--seed', String(seed)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const found: Partial<Target> = {};
  let inStores = false;
  for await (const line of lines) {
    const base = /base_url:\s*(\S+)/.exec(line);
    const auth = /auth_url:\s*(\S+)/.exec(line);
    const store = /^\s+([0-9a-f-]{36})\s+(\S+)\s/.exec(line);
    if (base) found.baseUrl = base[1];
    if (auth) found.authUrl = auth[1];
    if (/stores/.test(line)) inStores = true;
    if (inStores && store && !found.storeId) {
      found.storeId = store[1];
      found.secret = store[2];
    }
    if (/Press Ctrl\+C/.test(line)) break;
  }
  if (!found.baseUrl || !found.authUrl || !found.storeId || !found.secret) {
    child.kill('SIGTERM');
    throw new Error('The sandbox process did not print its addresses and stores.');
  }
  return { target: found as Target, child };
}

/** How the child runs: its command, and the parsing worker's bundle when there is one. */
export interface ChildCommand {
  command: string[];
  parseWorkerFile?: string;
  searchWorkerFile?: string;
}

/**
 * Bundles the entry (bench/dict-sync.ts) and the parsing worker for the child (as the app's core host and its
 * dict-parse-worker.cjs are bundled): run through tsx, the loader's own thread and transpiled
 * sources would add some 50 MB to the RSS being measured. Falls back to tsx (and the worker's
 * TypeScript source) when esbuild (which tsx brings along) is not there.
 */
export async function childCommand(): Promise<ChildCommand> {
  // The entry (bench/dict-sync.ts), which runs childSync when given --child.
  const me = join(root, 'bench/dict-sync.ts');
  try {
    const esbuild = await import('esbuild');
    // Inside the project (.tmp/ is git-ignored), so the bundle finds better-sqlite3 in node_modules.
    const bundle = (entry: string, outfile: string) =>
      esbuild.build({
        entryPoints: [entry],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: ['better-sqlite3'],
        banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
        logLevel: 'silent',
      });
    const outfile = join(root, '.tmp', 'dict-sync-child.mjs');
    const parseWorkerFile = join(root, '.tmp', 'dict-parse-worker.mjs');
    const searchWorkerFile = join(root, '.tmp', 'dict-search-worker.mjs');
    await bundle(me, outfile);
    await bundle(join(root, 'electron/core/dictionaries/worker/parse-worker.ts'), parseWorkerFile);
    await bundle(join(root, 'electron/core/dictionaries/worker/search-index-worker.ts'), searchWorkerFile);
    return { command: [outfile], parseWorkerFile, searchWorkerFile };
  } catch {
    return { command: ['--import', 'tsx', me] };
  }
}

/** Runs the full sync in a fresh child process (the entry with --child) and returns its report. */
export async function runChild(
  { command, parseWorkerFile, searchWorkerFile }: ChildCommand,
  target: Target,
  dbFile: string,
): Promise<ChildReport> {
  // Node options for the child alone (DICT_SYNC_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=.tmp/prof`:
  // one profile per thread of the sync); NODE_OPTIONS does not take --cpu-prof.
  const nodeArgs = (process.env.DICT_SYNC_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...nodeArgs, ...command, '--child', JSON.stringify({ target, dbFile, parseWorkerFile, searchWorkerFile })],
    // The environment the core host gets from its launcher (malloc settings on Linux), as the app runs it.
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], env: withHostMallocTunables(process.env) },
  );
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  // The child's whole output (DICT_SYNC_CHILD_STDOUT=file), e.g. with `--trace-gc` in DICT_SYNC_NODE_ARGS:
  // V8 writes its trace there, before the report's line.
  if (process.env.DICT_SYNC_CHILD_STDOUT) writeFileSync(process.env.DICT_SYNC_CHILD_STDOUT, out);
  if (code !== 0) throw new Error(`The sync child process failed (exit ${code}).`);
  // The report is the child's last line of JSON (a trace of V8's may follow it).
  const report = out
    .trim()
    .split('\n')
    .findLast((line) => line.startsWith('{'));
  if (!report) throw new Error('The sync child process printed no report.');
  return JSON.parse(report) as ChildReport;
}
