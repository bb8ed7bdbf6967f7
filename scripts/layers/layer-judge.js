import { builtinModules } from 'node:module';
import { join, posix, resolve } from 'node:path';
import ts from 'typescript';
import { layerTable } from './layer-table.js';

// Judges one import against the layer table. The ESLint rule calls it with the specifier as
// written; the import-graph test with the file the compiler resolved. Either way an import is
// judged by the folder it lands in, so '../../sandbox/x' and '@sandbox/x' are the same import.

export const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Path aliases of tsconfig.base.json ('@core/' → 'electron/core/'), longest first.
 * @returns {{ prefix: string, target: string }[]}
 */
function readAliases() {
  const { config, error } = ts.readConfigFile(join(repoRoot, 'tsconfig.base.json'), ts.sys.readFile);
  if (error) throw new Error(`tsconfig.base.json: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`);
  return Object.entries(config.compilerOptions.paths)
    .map(([alias, [target]]) => ({
      prefix: alias.replace(/\*$/, ''),
      target: posix.normalize(target.replace(/\*$/, '')),
    }))
    .sort((a, b) => b.prefix.length - a.prefix.length);
}

const aliases = readAliases();

/** Every Node builtin, with and without `node:`; a subpath ('fs/promises') counts as its module. */
const builtins = new Set(builtinModules.map((name) => name.replace(/^node:/, '').split('/')[0]));

/**
 * 'renderer/src/ui/Button.tsx' → its row, or undefined when no row covers it.
 * @param {string} path
 * @returns {import('./layer-table.js').LayerRow | undefined}
 */
export function rowOf(path) {
  const dir = posix.dirname(path);
  /** @type {import('./layer-table.js').LayerRow | undefined} */
  let best;
  for (const row of layerTable) {
    const inside =
      row.folder === '.'
        ? dir === '.'
        : path === row.folder || (row.shallow ? dir === row.folder : path.startsWith(`${row.folder}/`));
    if (inside && (!best || row.folder.length > best.folder.length)) best = row;
  }
  return best;
}

/** @param {string} path */
export const isTestFile = (path) => /\.(test|e2e)\.[cm]?[jt]sx?$/.test(path);

/**
 * What a file of this row may import: the row's list, plus its tests' list for a test file.
 * @param {import('./layer-table.js').LayerRow} row
 * @param {boolean} testFile
 * @returns {import('./layer-table.js').Allowance}
 */
function allowance(row, testFile) {
  if (!testFile) return row;
  const node = row.node === 'all' || row.tests.node === 'all' ? 'all' : [...row.node, ...row.tests.node];
  return {
    imports: [...row.imports, ...row.tests.imports],
    packages: [...row.packages, ...row.tests.packages],
    node,
  };
}

/**
 * What a specifier names: a Node builtin, an npm package, or a repository path (relative or
 * through an alias), without extension or query.
 * @param {string} fromFile
 * @param {string} specifier
 * @returns {{ kind: 'path', path: string } | { kind: 'node', name: string } | { kind: 'package', name: string }}
 */
export function classify(fromFile, specifier) {
  const spec = specifier.replace(/[?#].*$/, '');
  if (spec.startsWith('.') || spec.startsWith('/')) {
    return { kind: 'path', path: posix.normalize(posix.join(posix.dirname(fromFile), spec)) };
  }
  const alias = aliases.find((a) => spec.startsWith(a.prefix));
  if (alias) return { kind: 'path', path: posix.normalize(alias.target + spec.slice(alias.prefix.length)) };
  const bare = spec.replace(/^node:/, '');
  if (spec.startsWith('node:') || builtins.has(bare.split('/')[0])) return { kind: 'node', name: bare.split('/')[0] };
  const parts = spec.split('/');
  return { kind: 'package', name: spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] };
}

/** @param {string} what */
const noRow = (what) =>
  `${what} has no row in the layer table (scripts/layers/layer-table.js), so nothing may import it and it may import nothing: add a row saying what it may import, and the same row to docs/architecture.md.`;

/** @param {string} path */
const withoutExtension = (path) => path.replace(/\.[cm]?[jt]sx?$/, '');

/**
 * Does an allow-list entry cover the row of `folder`: the row itself, or 'shared/*' any row under shared/?
 * @param {string} entry
 * @param {string} folder
 */
export const covers = (entry, folder) =>
  entry === folder || (entry.endsWith('/*') && folder.startsWith(entry.slice(0, -1)));

/**
 * Is `target` (a path without extension) one module an allow-list names, or its index?
 * @param {string} target
 * @param {string} module
 */
const isModule = (target, module) => target === module || target === `${module}/index`;

/**
 * @param {string} fromFile
 * @param {import('./layer-table.js').LayerRow} fromRow
 * @param {import('./layer-table.js').Allowance} allowed
 * @param {string} target
 * @param {string} specifier
 * @returns {string | null}
 */
function judgePath(fromFile, fromRow, allowed, target, specifier) {
  const targetPath = withoutExtension(target);
  if (targetPath.startsWith('../')) return `'${specifier}' leaves the repository.`;
  const targetRow = rowOf(targetPath);
  if (!targetRow) return noRow(`'${specifier}' lands in ${posix.dirname(targetPath)}/, which`);
  if (targetRow === fromRow) {
    if (fromRow.units !== 'entry-only') return null;
    /** @param {string} p */
    const unitOf = (p) => p.slice(fromRow.folder.length + 1).split('/')[0];
    const unit = unitOf(targetPath);
    if (unitOf(fromFile) === unit || isModule(targetPath, `${fromRow.folder}/${unit}`)) return null;
    return `${fromRow.folder}/${unit} is entered only through its index.ts: import '${aliasFor(`${fromRow.folder}/${unit}`)}', not '${specifier}' (export what you need from that index).`;
  }
  if (allowed.imports.some((entry) => covers(entry, targetRow.folder))) return null;
  if (allowed.imports.some((entry) => isModule(targetPath, entry))) return null;
  const only = allowed.imports.filter((entry) => entry.startsWith(`${targetRow.folder}/`));
  return (
    `${fromRow.folder} may not import ${targetRow.folder} ('${specifier}')` +
    (only.length > 0 ? ` — only ${only.join(', ')}` : '') +
    `. It may import: ${list([fromRow.folder, ...allowed.imports])} (scripts/layers/layer-table.js).`
  );
}

/** @param {string[]} items */
const list = (items) => (items.length > 0 ? items.join(', ') : 'nothing');

/**
 * The alias form of a repository path, for messages ('renderer/src/features/x' → '@renderer/features/x').
 * @param {string} path
 */
function aliasFor(path) {
  const alias = [...aliases].sort((a, b) => b.target.length - a.target.length).find((a) => path.startsWith(a.target));
  return alias ? alias.prefix + path.slice(alias.target.length) : path;
}

/**
 * Judges `specifier`, written in `fromFile` (repository-relative, '/'-separated): undefined when
 * allowed, else a message saying what is wrong and how to fix it.
 * @param {string} fromFile
 * @param {string} specifier
 * @returns {string | undefined}
 */
export function judgeImport(fromFile, specifier) {
  const climbs = (/^(\.\.\/)*/.exec(specifier)?.[0].length ?? 0) / 3;
  if (climbs > 2) {
    return `'${specifier}' climbs ${climbs} levels: use a path alias (@shared/…, @core/…, tsconfig.base.json) instead of more than two '../'.`;
  }
  const fromRow = rowOf(fromFile);
  if (!fromRow) return noRow(`${posix.dirname(fromFile)}/`);
  const allowed = allowance(fromRow, isTestFile(fromFile));
  const what = classify(fromFile, specifier);
  if (what.kind === 'path') return judgePath(fromFile, fromRow, allowed, what.path, specifier) ?? undefined;
  if (what.kind === 'node') {
    if (allowed.node === 'all' || allowed.node.includes(what.name)) return undefined;
    return (
      `${fromRow.folder} may not import the Node builtin '${specifier}'` +
      (allowed.node.length > 0 ? ` (only ${allowed.node.join(', ')})` : ': it runs without Node') +
      (fromRow.folder.startsWith('renderer') ? '. The renderer reaches main only through window.desk.' : '.')
    );
  }
  if (allowed.packages.includes(what.name)) return undefined;
  return `${fromRow.folder} may not import the package '${what.name}'. Its packages: ${list(allowed.packages)}; add one to its row in scripts/layers/layer-table.js (and docs/architecture.md) only if the layer really needs it.`;
}

/**
 * Judges an import the compiler already resolved to `targetFile` (both repository-relative).
 * @param {string} fromFile
 * @param {string} targetFile
 * @returns {string | undefined}
 */
export function judgeResolved(fromFile, targetFile) {
  const fromRow = rowOf(fromFile);
  if (!fromRow) return noRow(`${posix.dirname(fromFile)}/`);
  return judgePath(fromFile, fromRow, allowance(fromRow, isTestFile(fromFile)), targetFile, targetFile) ?? undefined;
}
