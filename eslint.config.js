import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer rules from STYLE.md, enforced here rather than by memory:
// the renderer imports no Electron and no Node; shared/ imports only zod and itself;
// core, sandbox and CLI never import Electron; core never imports sandbox/, cli/ or renderer/;
// main imports neither core nor renderer/ (core runs in the core host process).
const nodeBuiltins = [
  'node:*',
  'fs',
  'path',
  'os',
  'child_process',
  'crypto',
  'http',
  'https',
  'net',
  'url',
  'util',
  'stream',
  'buffer',
];

/** Import patterns that reach a folder of electron/ from anywhere (absolute-ish and relative forms). */
const folder = (...names) => names.flatMap((n) => [`**/${n}/**`, `../${n}/*`, `../../${n}/*`, `@${n}/*`]);

const rendererPatterns = [
  {
    group: ['electron', 'electron/*', ...nodeBuiltins, 'better-sqlite3', '@napi-rs/keyring', 'fastify'],
    message: 'The renderer reaches main only through window.desk (the IPC contract).',
  },
  {
    group: [
      '**/electron/**',
      ...folder('core', 'core-host', 'host', 'main', 'preload', 'sandbox', 'cli', 'security', 'web-bridge'),
    ],
    message: 'The renderer may import shared/, never electron/.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist/**', 'release/**', 'node_modules/**', 'e2e/artifacts/**', '.tmp/**', '.scratch/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' }],
      // No import climbs more than two levels: beyond that, a path alias (@shared/…, @core/…; tsconfig.base.json).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./){3,}', message: 'Use a path alias (@shared/…, @core/…) instead of ../../../.' },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: rendererPatterns }],
    },
  },
  // A feature takes shared UI from the kit (renderer/src/ui/) and another feature only
  // through that feature's index.ts, so features stay apart and one look serves all. A feature may
  // keep sub-folders (uploads/intake, uploads/send, …) that import each other freely.
  ...[
    { files: ['renderer/src/features/*/*.{ts,tsx}'], otherFeature: '^\\.\\./[^./][^/]*/' },
    { files: ['renderer/src/features/*/*/**/*.{ts,tsx}'], otherFeature: '^\\.\\./\\.\\./[^./][^/]*/' },
  ].map(({ files, otherFeature }) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererPatterns,
            {
              regex: otherFeature,
              message:
                "A feature imports another feature only through its index.ts (e.g. '../stores'), never its files.",
            },
            {
              regex: '^@renderer/features/[^/]+/',
              message:
                "A feature imports another feature only through its index.ts (e.g. '@renderer/features/stores').",
            },
            {
              regex: '^(\\.\\./\\.\\.|@renderer)/app/(?!current-store$)',
              message: 'Shared UI lives in renderer/src/ui/; features import it from there, not from app/.',
            },
            {
              regex: '^(\\.\\./){3,}',
              message: 'Use a path alias (@renderer/…, @shared/…) instead of ../../../.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|zod/|vitest$|@shared/|@tests/kits/shared/|\\.\\.?/)',
              message: 'shared/ imports only zod and itself (its tests also tests/kits/shared/).',
            },
            { regex: '(^|/)(electron|renderer)(/|$)', message: 'shared/ imports only zod and itself.' },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/core/**/*.ts', 'electron/sandbox/**/*.ts', 'electron/cli/**/*.ts', 'electron/web-bridge/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only electron/main and electron/preload may import electron.' }],
          patterns: [
            {
              group: ['**/electron/main/**', '../main/*', '../../main/*'],
              message: 'Core must not depend on the Electron shell.',
            },
          ],
        },
      ],
    },
  },
  {
    // Core is the pure middle: it reaches the sandbox, the CLI, the renderer and the host
    // machinery only through ports its composition roots fill (tests and test kits may import them).
    files: ['electron/core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only electron/main and electron/preload may import electron.' }],
          patterns: [
            {
              group: ['**/electron/main/**', '../main/*', '../../main/*'],
              message: 'Core must not depend on the Electron shell.',
            },
            {
              group: folder('sandbox', 'cli', 'renderer', 'host', 'core-host', 'web-bridge'),
              message:
                'Core must not import sandbox/, cli/, renderer/ or the host machinery: take what you need through a port (see core/ports.ts, SandboxProvider).',
            },
          ],
        },
      ],
    },
  },
  {
    // Main is a thin router: core runs in the core host process, reached only through
    // electron/host (the transport) and shared/ (the contract).
    files: ['electron/main/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: folder('core', 'core-host', 'sandbox', 'cli', 'web-bridge', 'renderer'),
              message:
                'Main must not import core, the sandbox, the CLI, the web bridge or the renderer: forward to the core host (electron/host) through the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // The router side of the core host stays free of core, so main can use it without loading core.
    files: ['electron/host/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'The host transport takes Electron APIs as parameters (tests pass stand-ins).',
            },
          ],
          patterns: [
            {
              group: folder('core', 'core-host', 'sandbox'),
              message: 'electron/host is the router side: it must not import core, core-host or the sandbox.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tool configs must default-export their config.
    files: ['*.config.{js,ts}', '**/*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
