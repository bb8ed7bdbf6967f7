import { builtinModules } from 'node:module';
import { posix } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { covers, repoRoot } from './layer-judge.js';
import { layerTable, type LayerRow } from './layer-table.js';

// Proves the layer table bites through the real ESLint config: for every row, each folder,
// package and builtin it may import passes, and every other folder, a package it does not
// list and a builtin it does not list fail — in the alias form and the relative form alike.
const eslint = new ESLint({ cwd: repoRoot });
const RULE = 'layers/allowed-imports';

/** Lints one planted file of `imports`; returns the specifiers the rule refused. */
async function refused(filePath: string, imports: string[]): Promise<string[]> {
  const code = imports.map((s) => `import '${s}';\n`).join('');
  const [result] = await eslint.lintText(code, { filePath });
  // One line may carry two messages (a file with no row is reported on its first line too).
  return [...new Set(result!.messages.filter((m) => m.ruleId === RULE).map((m) => imports[m.line - 1]!))];
}

const aliases: [string, string][] = [
  ['@shared/', 'shared/'],
  ['@core/', 'electron/core/'],
  ['@core-host/', 'electron/core-host/'],
  ['@host/', 'electron/host/'],
  ['@main/', 'electron/main/'],
  ['@preload/', 'electron/preload/'],
  ['@sandbox/', 'electron/sandbox/'],
  ['@cli/', 'electron/cli/'],
  ['@security/', 'electron/security/'],
  ['@web-bridge/', 'electron/web-bridge/'],
  ['@renderer/', 'renderer/src/'],
  ['@tests/', 'tests/'],
  ['@bench/', 'bench/'],
  ['@e2e/', 'e2e/'],
];

/** The planted file of a row: in a subfolder (a feature's for features), never in a shallow row's child. */
const probeOf = (row: LayerRow, name = 'probe.ts'): string =>
  row.folder === '.' ? name : row.units ? `${row.folder}/stocks/${name}` : `${row.folder}/${name}`;

/** A module that lands in `path`: its alias form, and its relative form when that climbs two levels at most. */
function forms(from: string, path: string): string[] {
  const alias = aliases.find(([, dir]) => path.startsWith(dir));
  const out = alias ? [alias[0] + path.slice(alias[1].length)] : [];
  let rel = posix.relative(posix.dirname(from), path);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  if (!rel.startsWith('../../../')) out.push(rel);
  return out;
}

/** Modules inside an allow-list entry: one in each row it covers, or the module itself when it names one. */
const targetIn = (entry: string): string[] => {
  const rows = layerTable.filter((r) => covers(entry, r.folder));
  if (rows.length === 0) return [entry];
  return rows.map((r) => (r.folder === '.' ? 'probe-target' : `${r.folder}/probe-target`));
};

const nodeNames = [...new Set(builtinModules.map((n) => n.replace(/^node:/, '').split('/')[0]!))].filter(
  (n) => !n.startsWith('_'),
);

describe.each(layerTable.map((row) => [row.folder, row] as const))('layer %s', (_folder, row) => {
  const file = probeOf(row);
  const testFile = probeOf(row, 'probe.test.ts');
  const own = [row.folder, ...row.imports];

  it('lets it import its own folder and every folder, package and builtin on its list', async () => {
    const allowed = [
      ...own.flatMap((entry) => targetIn(entry).flatMap((t) => forms(file, t))),
      ...row.packages,
      ...row.packages.map((p) => `${p}/sub`),
      ...(row.node === 'all' ? ['node:fs', 'fs', 'node:fs/promises', 'zlib'] : row.node.map((n) => `node:${n}`)),
    ];
    expect(await refused(file, allowed)).toEqual([]);
  });

  it('refuses every other folder, a package and a builtin it does not list', async () => {
    const others = layerTable.filter((r) => r !== row && !own.some((e) => covers(e, r.folder)));
    const forbidden = [
      ...others.flatMap((r) => targetIn(r.folder).flatMap((t) => forms(file, t))),
      'left-pad',
      ...['electron', 'better-sqlite3', 'fastify', 'react'].filter((p) => !row.packages.includes(p)),
      ...(row.node === 'all' ? [] : nodeNames.filter((n) => !row.node.includes(n)).flatMap((n) => [n, `node:${n}`])),
    ];
    expect(forbidden.length).toBeGreaterThan(others.length);
    expect(await refused(file, forbidden)).toEqual(forbidden);
  });

  it('lets its tests import their extras, and only its tests', async () => {
    const extras = [
      ...row.tests.imports
        .filter((e) => !own.includes(e))
        .flatMap((entry) => targetIn(entry).flatMap((t) => forms(testFile, t))),
      ...row.tests.packages.filter((p) => !row.packages.includes(p)),
    ];
    expect(await refused(testFile, extras)).toEqual([]);
    // The same specifiers in a production file of the folder (it sits next to the test file).
    expect(await refused(file, extras)).toEqual(extras);
  });
});

describe('layer rules beyond the allow-lists', () => {
  it('judges an import by where it lands: relative and alias forms alike', async () => {
    const from = 'electron/core/uploads/probe.ts';
    expect(await refused(from, ['../../sandbox/start-sandbox', '@sandbox/start-sandbox'])).toHaveLength(2);
    expect(await refused(from, ['../errors', '@core/errors', '../../../shared/x'])).toEqual(['../../../shared/x']);
  });

  it('judges export … from, import() and import types like imports', async () => {
    const code = [
      "export * from '@sandbox/start-sandbox';",
      "export { startSandbox } from '../../sandbox/start-sandbox';",
      "export const load = () => import('@sandbox/lazy-sandbox');",
      "export type T = import('../../sandbox/sandbox-options').SandboxOptions;",
      "export const ok = () => import('@shared/ipc/contract');",
    ].join('\n');
    const [result] = await eslint.lintText(`${code}\n`, { filePath: 'electron/core/uploads/probe.ts' });
    expect(result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.line)).toEqual([1, 2, 3, 4]);
  });

  it('refuses any Node builtin in the renderer, not a list of names', async () => {
    const all = nodeNames.flatMap((n) => [n, `node:${n}`]);
    expect(all.length).toBeGreaterThan(60);
    expect(await refused('renderer/src/features/stocks/probe.tsx', all)).toEqual(all);
  });

  it('keeps features apart: another feature only through its index, shared UI from the kit', async () => {
    const file = 'renderer/src/features/stocks/probe.tsx';
    const bad = [
      '../stores/use-stores',
      '@renderer/features/stores/use-stores',
      '../uploads/format',
      '../../app/Modal',
      '@renderer/app/ErrorMessage',
    ];
    expect(await refused(file, bad)).toEqual(bad);
    const good = [
      '../stores',
      '@renderer/features/stores',
      '../stores/index',
      './use-stocks',
      '@renderer/features/stocks/use-stocks',
      '../../ui/VirtualTable',
      '@renderer/app/current-store',
      '../../lib/ipc',
    ];
    expect(await refused(file, good)).toEqual([]);
  });

  it("lets a feature's sub-folders import each other, never another feature's files", async () => {
    const file = 'renderer/src/features/uploads/intake/probe.tsx';
    const bad = ['../../stores/use-stores', '../../workbench/WorkbenchGrid', '../../../app/Modal'];
    expect(await refused(file, bad)).toEqual(bad);
    const good = [
      '../send/SendControls',
      '../format',
      '../../stores',
      './use-file-check',
      '@renderer/features/uploads/send/x',
    ];
    expect(await refused(file, good)).toEqual([]);
  });

  it("keeps Node's globals and main-side Electron out of the sandboxed preload", async () => {
    const code =
      "import { app, ipcRenderer } from 'electron';\nexport const x = [app, ipcRenderer, process.env.X, Buffer];\n";
    const [result] = await eslint.lintText(code, { filePath: 'electron/preload/probe.ts' });
    expect(result!.messages.map((m) => m.ruleId).sort()).toEqual([
      'no-restricted-globals',
      'no-restricted-globals',
      'no-restricted-imports',
    ]);
  });

  it('refuses climbing more than two levels, even to an allowed folder', async () => {
    expect(await refused('electron/core/uploads/x/probe.ts', ['../../../../shared/ipc/contract'])).toHaveLength(1);
  });

  it('gives a new folder nothing: its files and imports of it are refused until it has a row', async () => {
    expect(await refused('electron/updater/probe.ts', ['@shared/ipc/contract', 'zod'])).toHaveLength(2);
    expect(await refused('electron/main/probe.ts', ['../updater/check'])).toEqual(['../updater/check']);
    const [result] = await eslint.lintText('export const x = 1;\n', { filePath: 'electron/updater/probe.ts' });
    expect(result!.messages.map((m) => m.ruleId)).toEqual([RULE]);
  });
});
