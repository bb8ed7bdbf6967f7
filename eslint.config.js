import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layer rules from STYLE.md, enforced here rather than by memory:
// the renderer imports no Electron and no Node; shared/ imports only zod and itself;
// core, sandbox and CLI never import Electron.
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

const rendererPatterns = [
  {
    group: ['electron', 'electron/*', ...nodeBuiltins, 'better-sqlite3', '@napi-rs/keyring', 'fastify'],
    message: 'The renderer reaches main only through window.desk (the IPC contract).',
  },
  { group: ['**/electron/**'], message: 'The renderer may import shared/, never electron/.' },
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
  {
    // A feature takes shared UI from the kit (renderer/src/ui/) and another feature only
    // through that feature's index.ts, so features stay apart and one look serves all.
    files: ['renderer/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...rendererPatterns,
            {
              regex: '^\\.\\./[^./][^/]*/',
              message:
                "A feature imports another feature only through its index.ts (e.g. '../stores'), never its files.",
            },
            {
              regex: '^\\.\\./\\.\\./app/(?!current-store$)',
              message: 'Shared UI lives in renderer/src/ui/; features import it from there, not from app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!zod$|zod/|vitest$|\\.\\.?/)', message: 'shared/ imports only zod and itself.' },
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
    // Tool configs must default-export their config.
    files: ['*.config.{js,ts}', '**/*.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
