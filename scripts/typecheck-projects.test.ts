import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// `npm run typecheck` is `tsc -b tsconfig.json`: a file no referenced project includes would
// never be type-checked. These checks read the configs the way tsc does, without compiling.
const root = resolve(import.meta.dirname, '..');
const skipped = new Set(['node_modules', 'dist', 'release', '.tmp', '.git', '.scratch', 'coverage']);

function parse(configPath: string) {
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath), undefined, configPath);
}

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else found.push(relative(root, path));
  }
  return found;
}

const files = walk(root);
const solution = parse(join(root, 'tsconfig.json'));
const projects = (solution.projectReferences ?? []).map((ref) => {
  const path = ts.resolveProjectReferencePath(ref);
  return { name: relative(root, path), parsed: parse(path) };
});

describe('tsc -b solution', () => {
  it('references every project config in the tree', () => {
    const configs = files.filter((f) => /(^|\/)tsconfig[^/]*\.json$/.test(f));
    const unreferenced = configs.filter(
      (f) => !['tsconfig.json', 'tsconfig.base.json'].includes(f) && !projects.some((p) => p.name === f),
    );
    expect(unreferenced).toEqual([]);
  });

  it('emits only declarations, into .tmp/tsbuild, for every project', () => {
    for (const { name, parsed } of projects) {
      expect(parsed.errors, name).toEqual([]);
      expect(parsed.options.composite, name).toBe(true);
      expect(parsed.options.emitDeclarationOnly, name).toBe(true);
      expect(relative(root, parsed.options.outDir ?? ''), name).toMatch(/^\.tmp\/tsbuild\//);
    }
  });

  it('checks the sandboxed preload on its own: DOM, no Node types, in no other project', () => {
    const preload = projects.find((p) => p.name === 'electron/preload/tsconfig.json');
    expect(preload).toBeDefined();
    expect(preload!.parsed.options.types).toEqual([]);
    expect(preload!.parsed.options.lib).toContain('lib.dom.d.ts');
    const elsewhere = projects
      .filter((p) => p !== preload)
      .flatMap(({ parsed }) => parsed.fileNames.map((f) => relative(root, f)))
      .filter((f) => f.startsWith('electron/preload/'));
    expect(elsewhere).toEqual([]);
  });

  it('type-checks every TypeScript source file in the repository', () => {
    const checked = new Set(projects.flatMap(({ parsed }) => parsed.fileNames.map((f) => relative(root, f))));
    const sources = files.filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.ts') && !f.endsWith('.d.mts'));
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter((f) => !checked.has(f))).toEqual([]);
  });
});
