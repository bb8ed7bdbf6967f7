import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// "Main imports no core module at run time except the transport and the contract": walks the
// static and dynamic import graph of main's entry (type-only imports erased, as the bundler does).
const root = resolve(import.meta.dirname, '../..');

// The compiler's own resolution, with the path aliases of tsconfig.base.json (@shared/…, @core/…).
const configPath = resolve(root, 'tsconfig.base.json');
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, (f) => ts.sys.readFile(f)).config,
  ts.sys,
  root,
);

function resolveImport(from: string, specifier: string): string | undefined {
  const found = ts.resolveModuleName(specifier, from, options, ts.sys).resolvedModule;
  // Packages (electron, node:*, zod) resolve into node_modules or not at all: not part of the graph.
  if (!found || found.isExternalLibraryImport || !found.resolvedFileName.endsWith('.ts')) return undefined;
  return found.resolvedFileName.endsWith('.d.ts') ? undefined : found.resolvedFileName;
}

function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      const named = node.importClause?.namedBindings;
      const onlyTypes =
        node.importClause && !node.importClause.name && named && ts.isNamedImports(named)
          ? named.elements.every((e) => e.isTypeOnly)
          : false;
      if (!onlyTypes) found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function importGraph(entry: string): string[] {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const specifier of runtimeImports(file)) {
      const target = resolveImport(file, specifier);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].map((f) => relative(root, f)).sort();
}

describe("main's import graph", () => {
  const graph = importGraph(resolve(root, 'electron/main/index.ts'));

  it('reaches core only through the host transport and the contract', () => {
    const forbidden = graph.filter((f) => /^(electron\/(core|core-host|sandbox|cli|web-bridge)\/|renderer\/)/.test(f));
    expect(forbidden).toEqual([]);
    expect(graph).toContain('electron/host/core-host-client.ts');
    expect(graph).toContain('electron/host/utility-process-transport.ts');
    expect(graph).toContain('shared/ipc/contract.ts');
  });

  it('would notice core if it crept in (the walk follows relative imports)', () => {
    const hostGraph = importGraph(resolve(root, 'electron/core-host/electron-host-entry.ts'));
    expect(hostGraph).toContain('electron/core/desk-core.ts');
    // The sandbox is loaded lazily by the host: reached only through a dynamic import.
    expect(hostGraph).toContain('electron/sandbox/start-sandbox.ts');
    expect(runtimeImports(resolve(root, 'electron/core/desk-core.ts')).some((s) => s.includes('sandbox/'))).toBe(false);
  });
});
