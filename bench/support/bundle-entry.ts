import { join } from 'node:path';
import { build } from 'vite';
import { root } from '@e2e/harness';

/**
 * Bundles one Node entry of the project (vite, like `build:host`) into `.tmp/bench/<dir>/<fileName>`
 * — inside the project, so the packages left external resolve — and returns the bundle's path. A
 * bench runs the host (or the router) from such a bundle, so tsx's transpiling is never measured.
 */
export async function bundleNodeEntry(entry: string, dir: string, fileName: string): Promise<string> {
  const outDir = join(root, '.tmp/bench', dir);
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    // zod inside the bundle, as vite.config.ts's host build has it (HOST_BUNDLED).
    ssr: { noExternal: ['zod'] },
    resolve: { tsconfigPaths: true },
    build: {
      ssr: join(root, entry),
      target: 'node20',
      outDir,
      emptyOutDir: true,
      rolldownOptions: {
        external: [/^node:/, 'better-sqlite3', '@napi-rs/keyring', 'fastify', 'playwright-core'],
        // As vite.config.ts: a package loaded on first use is `require`d, not imported.
        output: {
          format: fileName.endsWith('.cjs') ? 'cjs' : 'es',
          entryFileNames: fileName,
          dynamicImportInCjs: false,
        },
      },
    },
  });
  return join(outDir, fileName);
}
