import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The peak memory of reading one stock list as the app reads it: `pharmex convert FILE` (the
// reader in its bounded worker thread, the conversion, the package written) in a process of its
// own under /usr/bin/time, so that each format's peak RSS is its own (a process's maxRSS only
// grows: formats measured one after another in one process would carry the largest along).
const root = join(import.meta.dirname, '../..');

/** A file to convert, named with its extension, and the mapping it needs (if the headers do not say). */
export interface ListFile {
  bytes: Uint8Array;
  mapping?: unknown;
}

/** Peak RSS (MB), seconds and whether the list converted without an error, for each file. */
export function peakRssOfConvert(
  files: Record<string, ListFile>,
): Record<string, { mb: number; seconds: number; ok: boolean }> {
  const dir = join(root, '.tmp/bench/import-formats');
  mkdirSync(dir, { recursive: true });
  const out: Record<string, { mb: number; seconds: number; ok: boolean }> = {};
  try {
    for (const [name, { bytes, mapping }] of Object.entries(files)) {
      const file = join(dir, name);
      writeFileSync(file, bytes);
      const mappingArgs: string[] = [];
      if (mapping !== undefined) {
        writeFileSync(join(dir, `${name}.mapping.json`), JSON.stringify(mapping));
        mappingArgs.push('--mapping', join(dir, `${name}.mapping.json`));
      }
      const started = performance.now();
      const run = spawnSync(
        '/usr/bin/time',
        [
          '-v',
          process.execPath,
          '--import',
          'tsx',
          'electron/cli/index.ts',
          'convert',
          file,
          '--out',
          join(dir, 'out.json'),
          ...mappingArgs,
          '--data-dir',
          join(dir, 'data'),
        ],
        { cwd: root, encoding: 'utf8', env: { ...process.env, LANG: 'en_US.UTF-8' }, maxBuffer: 64 * 1024 * 1024 },
      );
      const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr)?.[1] ?? NaN);
      const exit = Number(/Exit status: (\d+)/.exec(run.stderr)?.[1] ?? run.status ?? -1);
      out[name] = { mb: Math.round(kb / 1024), seconds: (performance.now() - started) / 1000, ok: exit === 0 };
      if (exit !== 0) console.log(`  ${name}: pharmex convert exited ${exit}\n  ${run.stdout.slice(0, 600)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
