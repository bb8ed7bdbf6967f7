// Where the dictionaries' worker threads are: the bundled `.cjs` beside the core host's bundle in
// the desktop app (vite.config.ts's host build), else the TypeScript source's boot file in this
// folder (tsx: development, the CLI and the tests). One place, so both workers resolve alike.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);

const files = {
  parse: { bundled: 'dict-parse-worker.cjs', boot: 'parse-worker-boot.mjs' },
  search: { bundled: 'dict-search-worker.cjs', boot: 'search-index-worker-boot.mjs' },
} as const;

/** The file of a dictionary worker (a missing file means its work stays on the host's thread). */
export function dictionaryWorkerFile(worker: keyof typeof files): string {
  const { bundled, boot } = files[worker];
  return join(dirname(here), here.endsWith('.cjs') ? bundled : boot);
}
