// The layer table: for every folder, what its code MAY import. Anything not listed is refused,
// so a new folder starts with nothing allowed until it gets a row here. One table drives the
// ESLint rule (eslint-plugin-layers.js), the check of docs/architecture.md's table and the
// check of the real import graph (layer-*.test.ts).
//
// A row:
//   folder   — a folder of the repository ('.' is the root); a file belongs to the row with the
//              longest folder that contains it (renderer/src/ui before renderer/src).
//   shallow  — only the files directly in the folder, not its subfolders (which need rows of their own).
//   role     — one line for the doc.
//   imports  — folders (rows) it may import; 'shared/*' is every row under shared/. An entry may
//              also name one module (a path without extension, e.g. 'renderer/src/app/current-store'):
//              then only that module of its row.
//              Its own folder is always allowed.
//   packages — npm packages it may import (a package's subpaths included).
//   node     — Node builtins it may import: 'all' or a list of names ('path'); [] is none.
//   tests    — what its test files (*.test.ts[x], *.e2e.ts) may import besides: { imports, packages, node }.
//   units    — 'entry-only': each subfolder is a unit that another unit of the same folder enters
//              only through its index.ts (a feature imports another feature only through its index).

const nodeSide = 'all';

/**
 * A folder of shared/: it runs in every process, so zod only, no Node; its tests may use the kits.
 * @param {string} folder
 * @param {string} role
 * @param {string[]} imports
 * @param {string[]} testImports
 * @returns {LayerRow}
 */
const sharedRow = (folder, role, imports, testImports) => ({
  folder,
  role,
  imports,
  packages: ['zod'],
  node: [],
  tests: { imports: testImports, packages: ['vitest'], node: [] },
});

/**
 * @typedef {{ imports: string[], packages: string[], node: 'all' | string[] }} Allowance
 * @typedef {Allowance & { folder: string, shallow?: boolean, role: string, units?: 'entry-only', tests: Allowance }} LayerRow
 */

/** @type {LayerRow[]} */
export const layerTable = [
  {
    folder: 'docs',
    role: 'documentation; the user guides are also shown in the app (Help → User guide)',
    imports: [],
    packages: [],
    node: [],
    tests: { imports: [], packages: [], node: [] },
  },
  sharedRow(
    'shared/protocol',
    'protocol v5: zod schemas of every payload, the stock-field table, dates',
    [],
    ['shared/import', 'shared/ipc', 'shared/validation', 'tests/kits'],
  ),
  sharedRow('shared/time', 'Moscow time and calendar dates', [], ['tests/kits']),
  sharedRow('shared/csv', 'CSV cells defused against spreadsheet formulas (every CSV the app writes)', [], []),
  sharedRow(
    'shared/import',
    'column mappings and conversions of stock files into packages',
    ['shared/protocol'],
    ['tests/kits'],
  ),
  sharedRow(
    'shared/validation',
    'the stock package check (pre-scan, row check, located findings)',
    ['shared/protocol'],
    ['tests/kits'],
  ),
  sharedRow(
    'shared/profiles',
    'store profiles (addresses, GUIDs) as the contract carries them',
    ['shared/protocol'],
    ['tests/kits'],
  ),
  sharedRow(
    'shared/webhooks',
    'webhook subscriptions as the contract carries them',
    ['shared/protocol', 'shared/profiles'],
    ['tests/kits'],
  ),
  sharedRow(
    'shared/i18n',
    'wording shared by the renderer and the CLI (counts, outcomes, string tables)',
    ['shared/time', 'shared/protocol', 'shared/validation', 'shared/import', 'shared/ipc'],
    ['tests/kits'],
  ),
  sharedRow(
    'shared/ipc',
    'the IPC contract: every channel once, zod in and out; results and errors as data',
    ['shared/protocol', 'shared/import', 'shared/validation', 'shared/profiles', 'shared/webhooks', 'shared/time'],
    ['tests/kits'],
  ),
  sharedRow(
    'shared/host-protocol',
    'the messages between the router and the core host process',
    ['shared/ipc'],
    ['tests/kits'],
  ),
  {
    folder: 'electron/main',
    role: 'the router: window, security, menu, app:// protocol, sender check, forwarding',
    imports: ['shared/*', 'electron/host', 'electron/security'],
    packages: ['electron', 'electron-updater', 'zod'],
    node: nodeSide,
    tests: { imports: ['electron/preload', 'tests/kits'], packages: ['vitest', 'typescript', 'yaml'], node: nodeSide },
  },
  {
    folder: 'electron/preload',
    role: 'window.desk built from the contract (sandboxed: no Node)',
    imports: ['shared/*'],
    packages: ['electron'],
    node: [],
    tests: { imports: [], packages: ['vitest'], node: [] },
  },
  {
    folder: 'electron/host',
    role: "the router's side of the core host: transport, restarts, file references",
    imports: ['shared/*'],
    packages: ['zod'],
    node: nodeSide,
    tests: {
      imports: ['electron/core', 'electron/sandbox', 'tests/kits'],
      packages: ['vitest', 'better-sqlite3'],
      node: nodeSide,
    },
  },
  {
    folder: 'electron/core-host',
    role: 'the core host process: core behind the transport, filling its ports (Electron and Node entries)',
    imports: ['shared/*', 'electron/core', 'electron/sandbox'],
    packages: ['electron', 'zod'],
    node: nodeSide,
    tests: { imports: [], packages: ['vitest'], node: nodeSide },
  },
  {
    folder: 'electron/core',
    role: 'pure Node: profiles, API client, uploads, stocks, webhooks, dictionaries, SQLite, wording',
    imports: ['shared/*'],
    packages: [
      'zod',
      'better-sqlite3',
      '@napi-rs/keyring',
      'exceljs',
      'papaparse',
      'jszip',
      '@e965/xlsx',
      'i18next',
      // Only the worker boots (import/worker/read-worker-boot.mjs, dictionaries/worker/parse-worker-boot.mjs):
      // a worker thread's entry outside the bundled app.
      'tsx',
    ],
    node: nodeSide,
    tests: {
      imports: ['electron/sandbox', 'electron/cli', 'electron/host', 'tests/kits'],
      packages: ['vitest'],
      node: nodeSide,
    },
  },
  {
    folder: 'electron/security',
    role: 'CSP and static-file checks shared by main and the web bridge',
    imports: [],
    packages: [],
    node: ['path'],
    tests: { imports: [], packages: ['vitest'], node: nodeSide },
  },
  {
    folder: 'electron/sandbox',
    role: 'the protocol-v5 operator emulator (auth server, API, webhooks, dictionaries)',
    imports: ['shared/*'],
    packages: ['fastify', 'zod'],
    node: nodeSide,
    tests: { imports: ['tests/kits'], packages: ['vitest'], node: nodeSide },
  },
  {
    folder: 'electron/cli',
    role: 'the same core, headless (one command, one process)',
    imports: ['shared/*', 'electron/core', 'electron/sandbox'],
    packages: ['zod', 'i18next'],
    node: nodeSide,
    tests: { imports: ['tests/kits'], packages: ['vitest', 'better-sqlite3'], node: nodeSide },
  },
  {
    folder: 'electron/web-bridge',
    role: 'dev/test only, server half: the contract over loopback HTTP, router of a forked core host',
    imports: ['shared/*', 'electron/host', 'electron/core-host/fake-clock', 'electron/security'],
    packages: ['zod'],
    node: nodeSide,
    tests: { imports: ['electron/core', 'tests/kits'], packages: ['vitest'], node: nodeSide },
  },
  {
    folder: 'electron/web-bridge/browser',
    role: "dev/test only, browser half: window.desk over fetch (the page's stand-in for the preload)",
    imports: ['shared/*'],
    packages: [],
    node: [],
    tests: { imports: [], packages: ['vitest'], node: [] },
  },
  {
    folder: 'renderer/src',
    shallow: true,
    role: 'the entry (main.tsx): providers, i18n, the app shell',
    imports: ['renderer/src/app', 'renderer/src/i18n', 'renderer/src/lib', 'renderer/src/ui'],
    packages: ['react', 'react-dom', '@tanstack/react-query', 'zod'],
    node: [],
    tests: { imports: [], packages: ['vitest'], node: [] },
  },
  {
    folder: 'renderer/src/app',
    role: 'the shell: navigation, sections, status bar, current store',
    imports: ['shared/*', 'renderer/src/features', 'renderer/src/i18n', 'renderer/src/lib', 'renderer/src/ui'],
    packages: ['react', 'react-i18next', 'i18next', '@tanstack/react-query', 'zod'],
    node: [],
    tests: {
      imports: [],
      packages: ['vitest', '@testing-library/react', '@testing-library/dom', 'happy-dom'],
      node: [],
    },
  },
  {
    folder: 'renderer/src/features',
    units: 'entry-only',
    role: 'one folder per screen; another feature only through its index.ts',
    imports: [
      'shared/*',
      'renderer/src/ui',
      'renderer/src/lib',
      'renderer/src/i18n',
      'renderer/src/app/current-store',
      // The guide screen shows docs/user-guide.<language>.md (read as text, ?raw).
      'docs',
    ],
    packages: ['react', 'react-i18next', 'i18next', '@tanstack/react-query', 'zod', 'papaparse', 'uplot'],
    node: [],
    tests: {
      imports: [],
      packages: ['vitest', '@testing-library/react', '@testing-library/dom', 'happy-dom'],
      node: [],
    },
  },
  {
    folder: 'renderer/src/ui',
    role: 'the UI kit: controls, tables, dialogs, formats, themes',
    imports: ['shared/*', 'renderer/src/i18n', 'renderer/src/lib'],
    packages: ['react', 'react-i18next', 'i18next', '@tanstack/react-query', '@tanstack/react-virtual'],
    node: [],
    tests: {
      imports: [],
      packages: ['vitest', '@testing-library/react', '@testing-library/dom', 'happy-dom'],
      node: [],
    },
  },
  {
    folder: 'renderer/src/lib',
    role: 'window.desk through the contract, query keys, downloads',
    imports: ['shared/*'],
    packages: ['@tanstack/react-query', 'react', 'zod'],
    node: [],
    tests: {
      imports: [],
      packages: ['vitest', '@testing-library/react', '@testing-library/dom', 'happy-dom'],
      node: [],
    },
  },
  {
    folder: 'renderer/src/i18n',
    role: 'i18next set-up and the string tables (each feature and the shell bring their own)',
    imports: ['shared/*', 'renderer/src/app', 'renderer/src/features'],
    packages: ['i18next', 'react-i18next'],
    node: [],
    tests: { imports: [], packages: ['vitest'], node: [] },
  },
  {
    folder: 'tests/kits',
    role: 'test kits shared by tests: envs, fake operators, child scripts (never production code)',
    imports: ['shared/*', 'electron/core', 'electron/core-host', 'electron/host', 'electron/sandbox', 'electron/cli'],
    packages: [
      'zod',
      'exceljs',
      '@e965/xlsx',
      'dbffile',
      'better-sqlite3',
      'vitest',
      'electron-updater',
      'builder-util-runtime',
    ],
    node: nodeSide,
    tests: { imports: [], packages: ['vitest'], node: nodeSide },
  },
  {
    folder: 'tests',
    role: 'tests across layers (the secret-leak scan, the start-up path of the built host)',
    imports: [],
    packages: [],
    node: nodeSide,
    tests: {
      imports: ['shared/*', 'electron/core', 'electron/host', 'electron/sandbox', 'tests/kits'],
      // vite: tests/startup builds the core host with the app's own config, then starts that bundle.
      packages: ['vitest', 'vite'],
      node: nodeSide,
    },
  },
  {
    folder: 'e2e',
    role: 'end-to-end tests: Chromium against the web bridge and a real core host',
    imports: [
      'shared/*',
      'electron/core',
      'electron/core-host',
      'electron/host',
      'electron/sandbox',
      'electron/web-bridge',
      'tests/kits',
    ],
    packages: ['playwright-core', 'vitest'],
    node: nodeSide,
    tests: { imports: [], packages: ['better-sqlite3', 'exceljs', 'papaparse', 'jszip'], node: nodeSide },
  },
  {
    folder: 'bench',
    role: 'benchmarks (npm run bench)',
    imports: [
      'shared/*',
      'electron/core',
      'electron/core-host',
      'electron/host',
      'electron/sandbox',
      'electron/web-bridge',
      'e2e',
      'tests/kits',
    ],
    packages: ['zod', 'ajv', 'esbuild', 'better-sqlite3', 'playwright-core', 'vite'],
    node: nodeSide,
    tests: { imports: [], packages: ['vitest'], node: nodeSide },
  },
  {
    folder: 'scripts',
    role: 'build and test tooling, the layer table and its lint rule',
    imports: [],
    packages: ['playwright-core', 'typescript'],
    node: nodeSide,
    tests: { imports: [], packages: ['vitest', 'eslint'], node: nodeSide },
  },
  {
    folder: 'bin',
    role: 'the pharmex command (starts the CLI through tsx)',
    imports: [],
    packages: ['tsx'],
    node: nodeSide,
    tests: { imports: [], packages: [], node: [] },
  },
  {
    folder: '.',
    shallow: true,
    role: 'tool configs (ESLint, Vite, Vitest)',
    imports: ['scripts'],
    packages: [
      '@eslint/js',
      '@vitejs/plugin-react',
      'eslint-plugin-react-hooks',
      'globals',
      'typescript-eslint',
      'vite',
      'vitest',
    ],
    node: nodeSide,
    tests: { imports: [], packages: [], node: [] },
  },
];
