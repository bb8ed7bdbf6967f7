import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './scripts/layers/eslint-plugin-layers.js';

export default tseslint.config(
  {
    ignores: ['dist/**', 'release/**', 'node_modules/**', 'e2e/artifacts/**', '.tmp/**', '.scratch/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { layers: layersPlugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Named exports only.' }],
      // The layer rules: every folder imports only what its row of scripts/layers/layer-table.js
      // allows (folders, npm packages, Node builtins), judged by the folder an import lands in;
      // no import climbs more than two levels. docs/architecture.md carries the same table.
      'layers/allowed-imports': 'error',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The sandboxed preload has no Node: the page's globals only, and of Electron only what a
    // sandboxed preload can require. (Electron's types pull Node's in, so tsc cannot say this.)
    files: ['electron/preload/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', 'module', 'exports', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'The sandboxed preload has no Node: take what you need from the page or from main over IPC.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              allowImportNames: [
                'contextBridge',
                'crashReporter',
                'ipcRenderer',
                'nativeImage',
                'webFrame',
                'webUtils',
              ],
              message: "A sandboxed preload gets only Electron's renderer-side modules.",
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
