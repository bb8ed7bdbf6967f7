import { relative, sep } from 'node:path';
import { judgeImport, repoRoot, rowOf } from './layer-judge.js';

// A local ESLint rule over scripts/layers/layer-table.js. Not eslint-plugin-boundaries or
// eslint-plugin-import: both would need the table written again in their own config and an
// alias resolver, and the doc check and the import-graph test read this one table directly.

/** @type {import('eslint').Rule.RuleModule} */
const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Each folder imports only what its row of the layer table allows.' },
    schema: [],
  },
  create(context) {
    const file = relative(repoRoot, context.filename).split(sep).join('/');
    if (file.startsWith('..')) return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = judgeImport(file, source.value);
      if (message) context.report({ node: source, message });
    };
    return {
      Program(node) {
        if (!rowOf(file)) {
          context.report({
            node,
            message: `${file} is in a folder with no row in the layer table (scripts/layers/layer-table.js): add a row saying what it may import.`,
          });
        }
      },
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // `import('x').T` in a type position; typescript-eslint puts the literal under `argument`.
      /** @param {any} node typescript-eslint's node, which ESLint's types do not know */
      TSImportType: (node) => check(node.source ?? node.argument?.literal ?? node.argument),
    };
  },
};

export const layersPlugin = { meta: { name: 'layers' }, rules: { 'allowed-imports': allowedImports } };
