import react from '@vitejs/plugin-react';
import { builtinModules } from 'node:module';
import { defineConfig, type UserConfig } from 'vite';

// One config, five builds (`vite build --mode X`):
//   default  the renderer (React) into dist/renderer
//   main     the Electron main process (the thin router) into dist/electron/main.cjs
//   host     the core host (a utility process running core) into dist/electron/core-host.cjs
//   preload  the sandboxed preload into dist/electron/preload.cjs, self-contained (one CJS file)
//   cli      the `pharmex` CLI into dist/electron/pharmex.cjs (run by the installed launcher)
//   bridge   the dev/test web bridge's browser half into dist/web-bridge (never packaged)
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const mainExternals = ['electron', 'better-sqlite3', '@napi-rs/keyring', 'fastify', 'zod', ...nodeBuiltins];
// The core host evaluates zod on every start: bundled, only what it uses is evaluated (zod's 64
// locales are not) and no 95 package files are resolved one by one — ≈ 50 ms of CPU (issue #25.2).
const HOST_BUNDLED = ['zod'];
const hostExternals = mainExternals.filter((m) => !HOST_BUNDLED.includes(m));

/**
 * A Node build: one entry named `name`, or several (`entry` by output name, written `[name].cjs`).
 * `bundled`: every package (true) or the packages named, put inside the bundle; the rest are required.
 */
function nodeBuild(
  entry: string | Record<string, string>,
  name: string,
  external: string[],
  bundled: true | string[],
): UserConfig {
  const several = typeof entry !== 'string';
  return {
    publicDir: false,
    resolve,
    build: {
      ssr: several ? true : entry,
      target: 'node22',
      outDir: 'dist/electron',
      emptyOutDir: false,
      sourcemap: true,
      rolldownOptions: {
        external,
        ...(several ? { input: entry } : {}),
        // A package loaded on first use (core/lazy-libraries.ts) is `require`d, as the bundle's own
        // chunks are: the CommonJS loader is the one Electron has always served from app.asar.
        output: { format: 'cjs', entryFileNames: name, dynamicImportInCjs: false },
      },
    },
    ssr: { noExternal: bundled },
  };
}

// Path aliases (@shared/…, @core/…) come from tsconfig.base.json, the one place they are written.
const resolve = { tsconfigPaths: true };

export default defineConfig(({ mode }) => {
  if (mode === 'main') return nodeBuild('electron/main/index.ts', 'main.cjs', mainExternals, []);
  // The core host and, beside it, its worker threads: the one that reads stock lists
  // (core/import/worker) and the one that parses dictionary chunks (core/dictionaries/worker).
  if (mode === 'host')
    return nodeBuild(
      {
        'core-host': 'electron/core-host/electron-host-entry.ts',
        'read-worker': 'electron/core/import/worker/read-worker.ts',
        'dict-parse-worker': 'electron/core/dictionaries/worker/parse-worker.ts',
        'dict-search-worker': 'electron/core/dictionaries/worker/search-index-worker.ts',
      },
      '[name].cjs',
      hostExternals,
      HOST_BUNDLED,
    );
  if (mode === 'cli') return nodeBuild('electron/cli/index.ts', 'pharmex.cjs', mainExternals, []);
  if (mode === 'preload') return nodeBuild('electron/preload/index.ts', 'preload.cjs', ['electron'], true);
  if (mode === 'bridge') {
    return {
      publicDir: false,
      resolve,
      build: {
        outDir: 'dist/web-bridge',
        emptyOutDir: true,
        lib: {
          entry: 'electron/web-bridge/browser/desk-bridge.ts',
          formats: ['iife'],
          name: 'deskBridge',
          fileName: () => 'desk-bridge.js',
        },
      },
    };
  }
  return {
    root: 'renderer',
    base: '/',
    resolve,
    plugins: [react()],
    build: { outDir: '../dist/renderer', emptyOutDir: true, sourcemap: true, target: 'chrome140' },
  };
});
