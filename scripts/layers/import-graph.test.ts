import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { judgeImport, judgeResolved, repoRoot, rowOf } from './layer-judge.js';
import { layerTable } from './layer-table.js';

// The real import graph against the layer table: every file of the repository sits in a row,
// every import it makes (resolved by the compiler, with the aliases) is one its row allows,
// and production code has no import cycle. ESLint judges what is written; this judges where
// the compiler says each import lands, so the two cannot drift apart unnoticed.
const skipped = new Set(['node_modules', 'dist', 'release', '.tmp', '.git', '.scratch', 'coverage', 'artifacts']);

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else if (/\.(ts|tsx|js|mjs|mts)$/.test(entry.name) && !/\.d\.m?ts$/.test(entry.name)) {
      found.push(relative(repoRoot, path).split('\\').join('/'));
    }
  }
  return found;
}

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(join(repoRoot, 'tsconfig.base.json'), (f) => ts.sys.readFile(f)).config,
  ts.sys,
  repoRoot,
);

/** Every module specifier of a file: imports, `export … from`, `import()` and `import('x').T`. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(repoRoot, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The repository file a specifier lands in (the compiler's resolution), or undefined for a package or builtin. */
function landsIn(file: string, specifier: string): string | undefined {
  const found = ts.resolveModuleName(specifier, join(repoRoot, file), options, ts.sys).resolvedModule;
  if (!found || found.isExternalLibraryImport) return undefined;
  const target = relative(repoRoot, found.resolvedFileName).split('\\').join('/');
  return target.startsWith('node_modules/') || target.startsWith('..') ? undefined : target;
}

const files = walk(repoRoot);
const edges = files.flatMap((file) =>
  specifiers(file).map((specifier) => ({ file, specifier, target: landsIn(file, specifier) })),
);
const isTest = (f: string) => /\.(test|e2e)\.tsx?$/.test(f);

describe('the import graph against the layer table', () => {
  it('finds the whole tree', () => {
    expect(files.length).toBeGreaterThan(500);
    expect(edges.filter((e) => e.target).length).toBeGreaterThan(2000);
  });

  it('puts every source file in a row of the table', () => {
    expect(files.filter((f) => !rowOf(f))).toEqual([]);
  });

  it('has a file in every row (no stale row)', () => {
    expect(layerTable.filter((row) => !files.some((f) => rowOf(f) === row)).map((r) => r.folder)).toEqual([]);
  });

  it('makes only imports the table allows, judged where the compiler resolves them', () => {
    const refused = edges
      .map(({ file, specifier, target }) => {
        // Stylesheets and packages: judged as written (the compiler resolves neither to a source file).
        const message = target ? judgeResolved(file, target) : judgeImport(file, specifier);
        return message ? `${file}: ${message}` : undefined;
      })
      .filter(Boolean);
    expect(refused).toEqual([]);
  });

  it('would see a forbidden arrow: core importing the sandbox is refused', () => {
    expect(judgeResolved('electron/core/uploads/upload-service.ts', 'electron/sandbox/start-sandbox.ts')).toMatch(
      /electron\/core may not import electron\/sandbox/,
    );
  });

  it('has no import cycle in production code (type-only imports count)', () => {
    const graph = new Map<string, string[]>();
    for (const { file, target } of edges) {
      if (!target || isTest(file) || isTest(target) || target.endsWith('.d.ts')) continue;
      graph.set(file, [...(graph.get(file) ?? []), target]);
    }
    expect(cycles(graph)).toEqual([]);
  });
});

/** Strongly connected components of more than one file (Tarjan), each as a sorted list. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
