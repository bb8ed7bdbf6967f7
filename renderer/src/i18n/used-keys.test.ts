import { describe, expect, it } from 'vitest';
import { enResources, ruResources } from './index';

// Every source file of the renderer as text (Vite's glob, so the test needs no Node API).
// The string tables themselves are sources too, but never the evidence that a key is used.
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The shared wording (shared/i18n) builds some of the renderer's keys too: a reason's key, a nested `$t(…)`.
const sharedSources = import.meta.glob<string>(['../../../shared/i18n/*.ts', '!../../../shared/i18n/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The value at a dotted key: a string, a group, or a plural group (`key_one`…). */
function lookup(table: object, key: string): 'string' | 'group' | 'plural' | undefined {
  const parts = key.split('.');
  let node: unknown = table;
  for (const [i, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return undefined;
    const record = node as Record<string, unknown>;
    if (i === parts.length - 1 && typeof record[part] !== 'string' && typeof record[`${part}_other`] === 'string')
      return 'plural';
    node = record[part];
  }
  if (typeof node === 'string') return 'string';
  return typeof node === 'object' && node !== null ? 'group' : undefined;
}

// t('a.b'), t("a.b"), i18n.t('a.b'), labelKey: 'a.b', and the fixed prefix of t(`a.b.${x}`).
const literalKey = /\bt\(\s*['"]([\w.-]+)['"]|labelKey:\s*['"]([\w.-]+)['"]/g;
const templatePrefix = /\bt\(\s*`([\w.-]+)\.\$\{/g;

describe('translation keys used in the code', () => {
  const used = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const m of text.matchAll(literalKey)) used.set(m[1] ?? m[2]!, file);
    for (const m of text.matchAll(templatePrefix)) prefixes.set(m[1]!, file);
  }

  it('finds the keys (the scan works)', () => {
    expect(used.size).toBeGreaterThan(100);
    expect(used.has('app.title')).toBe(true);
    expect(prefixes.size).toBeGreaterThan(5);
  });

  it('resolves every key used to a string in both the Russian and the English table', () => {
    const missing: string[] = [];
    for (const [key, file] of used) {
      for (const [lng, table] of [
        ['ru', ruResources],
        ['en', enResources],
      ] as const) {
        const kind = lookup(table, key);
        if (kind !== 'string' && kind !== 'plural') missing.push(`${lng}: ${key} (${file})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('resolves every prefix of a key built at run time to a group in both tables', () => {
    const missing: string[] = [];
    for (const [prefix, file] of prefixes) {
      if (lookup(ruResources, prefix) !== 'group') missing.push(`ru: ${prefix} (${file})`);
      if (lookup(enResources, prefix) !== 'group') missing.push(`en: ${prefix} (${file})`);
    }
    expect(missing).toEqual([]);
  });

  it('uses every key of the tables somewhere (a string no screen shows is left over from removed code)', () => {
    const code = Object.entries({ ...sources, ...sharedSources })
      .filter(([file]) => !/-(strings|wording)\.ts$/.test(file))
      .map(([, text]) => text)
      .join('\n');
    // A key appears as a string literal, or under the fixed start of a template (`x.y.${code}`, `x.stopped-${code}`).
    const literals = new Set(Array.from(code.matchAll(/['"`]([\w.-]+)['"`]/g), (m) => m[1]!));
    const nested = Object.values(sharedSources).join('\n');
    const starts = [
      ...Array.from(code.matchAll(/`([\w.-]+)\$\{/g), (m) => m[1]!),
      ...Array.from(nested.matchAll(/\$t\(([\w.-]+)\{\{/g), (m) => m[1]!),
    ];
    const keys = new Set<string>();
    const walk = (node: object, path: string) => {
      for (const [name, value] of Object.entries(node)) {
        const key = path ? `${path}.${name}` : name;
        if (typeof value === 'string') keys.add(key.replace(/_(one|few|many|other)$/, ''));
        else walk(value as object, key);
      }
    };
    walk(ruResources, '');
    expect(keys.size).toBeGreaterThan(1000);
    const unused = [...keys].filter((key) => !literals.has(key) && !starts.some((start) => key.startsWith(start)));
    expect(unused).toEqual([]);
  });
});
