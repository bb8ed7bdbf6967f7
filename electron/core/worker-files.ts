// Where the core's worker threads are: the bundled `.cjs` beside the core host's bundle in the
// desktop app (vite.config.ts's host build), else the TypeScript source's boot file (tsx:
// development, the CLI and the tests). One place, so every worker resolves alike.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = typeof __filename === 'string' ? __filename : fileURLToPath(import.meta.url);

/** Each worker: its file in the bundle, and its boot file relative to this folder (electron/core). */
const files = {
  read: { bundled: 'read-worker.cjs', boot: 'import/worker/read-worker-boot.mjs' },
  parse: { bundled: 'dict-parse-worker.cjs', boot: 'dictionaries/worker/parse-worker-boot.mjs' },
  search: { bundled: 'dict-search-worker.cjs', boot: 'dictionaries/worker/search-index-worker-boot.mjs' },
} as const;

/** The file of a core worker. A missing file fails the worker's start, which its owner answers (the work on the host's thread, or a finding). */
export function coreWorkerFile(worker: keyof typeof files): string {
  const { bundled, boot } = files[worker];
  return join(dirname(here), here.endsWith('.cjs') ? bundled : boot);
}
