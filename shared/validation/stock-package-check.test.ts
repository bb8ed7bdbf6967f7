import { describe, expect, it } from 'vitest';
import { localCheckSchemaOptions } from '../protocol/stocks';
import { seeded } from './seeded-random';
import { fewBrackets } from './json-prescan';
import { checkStockPackage, checkStockPackageSteps, type CheckStep } from './stock-package-check';
import { validateStockPackage } from './stock-package-validator';
import { sampleDate as date, sampleRow as row } from '@tests/kits/shared/validation/sample-rows';

const odd: unknown[] = [
  null, '', 'x', 'x'.repeat(60), 'x'.repeat(300), -1, 0, 1.5, 4, 1e300, 2 ** 60, true, false, [], {}, [1, [2]],
  { a: { b: 1 } }, '2024-13-01T00:00:00+03:00', '2024-05-10T06:00:00', '2024-05-10T06:00:00Z', date,
]; // prettier-ignore
const fields = Object.keys(row(0)).concat(['prcMan', 'prcOpt', 'series', 'sumOpt', 'prcReestr', 'mrGnvls', 'supInn']);

/** A package with a few random mutations of values, keys and rows. */
function mutated(random: () => number): unknown {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const stocks: unknown[] = Array.from({ length: 1 + Math.floor(random() * 6) }, (_, n) => row(n));
  const pkg: Record<string, unknown> = { date, stocks };
  const changes = Math.floor(random() * 5);
  for (let k = 0; k < changes; k++) {
    const picked = stocks[Math.floor(random() * stocks.length)];
    // A row already replaced by an odd value takes no field changes.
    const r = (typeof picked === 'object' && picked !== null ? picked : {}) as Record<string, unknown>;
    const what = random();
    if (what < 0.5) r[pick(fields)] = pick(odd);
    else if (what < 0.6) delete r[pick(fields)];
    else if (what < 0.7) r[pick(['prcret', 'extra', 'Qnt', 'pr cRet'])] = pick(odd);
    else if (what < 0.75) r.prtId = `P${Math.floor(random() * 3)}`;
    else if (what < 0.8) stocks[Math.floor(random() * stocks.length)] = pick(odd);
    else if (what < 0.85) pkg.date = pick(odd);
    else if (what < 0.9) pkg.stocks = pick(odd);
    else if (what < 0.93) pkg.extra = 1;
    else if (what < 0.96) delete pkg.date;
    else return pick(odd);
  }
  return pkg;
}

/** Warnings only a reading of the text finds (repeated keys, number literals JSON.parse changes). */
const hiddenByParse = new Set(['duplicate-key', 'precision-loss', 'unsafe-integer', 'underflow', 'exponent-integer']);

// The reference: the whole local schema through the position-aware parser (built once).
const referenceOptions = localCheckSchemaOptions;

describe('checkStockPackage (the fast path)', () => {
  it('lists exactly the errors of the zod schema, on 2,000 seeded mutated packages, compact and pretty, LF and CR LF', () => {
    const random = seeded(20_241_123);
    for (let n = 0; n < 2000; n++) {
      const value = mutated(random);
      const printed = JSON.stringify(value, null, n % 2 ? 2 : undefined) ?? 'null';
      // Windows line ends in some: positions count CR LF as one line break.
      const text = n % 3 === 1 ? printed.replaceAll('\n', '\r\n') : printed;
      const reference = validateStockPackage(text, { stockSchema: referenceOptions, maxErrors: 10_000 });
      const fast = checkStockPackage(text);
      expect(fast.errors, `package ${n}: ${text}`).toEqual(reference.ok ? null : reference.body);
    }
  }, 60_000);

  it('finds the same as the pre-scan-first path, deep nesting and repeated keys included, on 2,000 packages', () => {
    const random = seeded(20_261_124);
    const deep = (levels: number): unknown => (levels === 0 ? 1 : [deep(levels - 1)]);
    let tooDeep = 0;
    let cleanWithLint = 0;
    for (let n = 0; n < 2000; n++) {
      // A copy: the odd values are shared between packages and get fields added here.
      const value = JSON.parse(JSON.stringify(mutated(random))) as unknown;
      const stocks = (value as { stocks?: unknown } | null)?.stocks;
      const rows = Array.isArray(stocks) ? stocks.filter((r) => typeof r === 'object' && r !== null) : [];
      const place = random();
      // Nesting past the limit (64) somewhere a clean package never has it, or just within it.
      const nested = deep(random() < 0.5 ? 70 : 60);
      const target = rows[Math.floor(random() * rows.length)] as Record<string, unknown> | undefined;
      if (place < 0.15 && target) target.extra = nested;
      else if (place < 0.25 && target) target.qnt = nested;
      else if (place < 0.3 && typeof value === 'object' && value !== null)
        (value as Record<string, unknown>).x = nested;
      let text = JSON.stringify(value, null, n % 2 ? 2 : undefined) ?? 'null';
      // A repeated key or an odd number literal, which JSON.parse hides, in some of them.
      if (random() < 0.2) text = text.replace('"nnt":', '"nnt": 1, "nnt":');
      if (random() < 0.2) text = text.replace(/"qnt": ?\d+/, '"qnt": 1E+2');
      if (random() < 0.05) text = `${text.slice(0, -1)}]`; // malformed
      const fast = checkStockPackage(text);
      const first = checkStockPackage(text, { alwaysPrescan: true });
      expect(fast.errors, `package ${n}: ${text}`).toEqual(first.errors);
      if (fast.errors?.exceptionMessage.includes('nested deeper')) tooDeep++;
      if (fast.errors === null && fast.warnings.length === 0) {
        // A clean package is read without a pre-scan: only what JSON.parse hides goes unseen.
        expect(
          first.warnings.every((w) => hiddenByParse.has(w.code)),
          `package ${n}: ${text}`,
        ).toBe(true);
        if (first.warnings.length > 0) cleanWithLint++;
      } else {
        expect(fast.warnings, `package ${n}: ${text}`).toEqual(first.warnings);
        expect(fast.warningCount).toBe(first.warningCount);
      }
      expect([fast.rows, fast.packageDate]).toEqual([first.rows, first.packageDate]);
    }
    // The paths that matter were taken.
    expect(tooDeep).toBeGreaterThan(100);
    expect(cleanWithLint).toBeGreaterThan(10);
  }, 60_000);

  it('sends a text with many brackets through the pre-scan before JSON.parse', () => {
    expect(fewBrackets('{"a": [{}, {"b": "[{"}]}', 6)).toBe(true);
    expect(fewBrackets('{"a": [{}, {"b": "[{["}]}', 6)).toBe(false);
    const hostile = '['.repeat(2_000_000);
    expect(fewBrackets(hostile, 1_000_000)).toBe(false);
    expect(checkStockPackage(hostile).errors?.exceptionMessage).toMatch(
      /nested deeper than 64 levels at line 1, position 65/,
    );
  });

  it('counts brackets exactly across the slices it searches (every limit around the true count)', () => {
    const random = seeded(5);
    for (let n = 0; n < 40; n++) {
      // Brackets clustered around the 8,192-unit slice edges, in a two-byte text.
      const units = Array.from({ length: 70_000 + Math.floor(random() * 1000) }, (_, k) => {
        const nearEdge = Math.abs((k % 8192) - 4096) > 4090;
        return random() < (nearEdge ? 0.5 : 0.001) ? (random() < 0.5 ? '{' : '[') : random() < 0.5 ? 'ж' : ' ';
      });
      const text = units.join('');
      const count = units.filter((u) => u === '{' || u === '[').length;
      for (const limit of [count - 1, count, count + 1]) expect(fewBrackets(text, limit)).toBe(count <= limit);
    }
  });

  it('counts row keys the same when Object.prototype has an enumerable property', () => {
    const stocks = [{ ...row(0), extra: 1 }, row(1), { ...row(2), prcret: null }];
    const text = JSON.stringify({ date, stocks });
    const clean = checkStockPackage(text);
    const proto = Object.prototype as Record<string, unknown>;
    proto.polluted = 1;
    try {
      expect(checkStockPackage(text)).toMatchObject({ warnings: clean.warnings, warningCount: 2 });
      expect(checkStockPackage(JSON.stringify({ date, stocks: [row(0)] })).warningCount).toBe(0);
    } finally {
      delete proto.polluted;
    }
  });

  it('agrees with the schema when the list is capped, and counts every error', () => {
    const stocks = Array.from({ length: 300 }, (_, n) => ({
      ...row(n),
      supDate: n % 2 ? '' : date,
      qnt: n % 3 ? 1 : -1,
    }));
    const text = JSON.stringify({ date, stocks });
    const reference = validateStockPackage(text, { stockSchema: localCheckSchemaOptions, maxErrors: 50 });
    expect(checkStockPackage(text, { maxErrors: 50 }).errors).toEqual(!reference.ok && reference.body);
  });
});

describe('checkStockPackageSteps (the same check, paused between chunks)', () => {
  it('reports parsing, rows checked in order up to the total, then locating; and finds what the plain check finds', () => {
    const stocks: unknown[] = Array.from({ length: 5000 }, (_, n) => row(n));
    (stocks[4321] as Record<string, unknown>).qnt = 1.5;
    const text = JSON.stringify({ date, stocks });
    const steps = checkStockPackageSteps(text);
    const seen: CheckStep[] = [];
    let result;
    for (;;) {
      const step = steps.next();
      if (step.done) {
        result = step.value;
        break;
      }
      seen.push(step.value);
    }
    expect(seen[0]).toEqual({ phase: 'parsing', rowsChecked: 0, rowsTotal: null });
    const checking = seen.filter((s) => s.phase === 'checking').map((s) => s.rowsChecked);
    expect(checking).toEqual([0, 2000, 4000]);
    expect(seen.at(-1)).toMatchObject({ phase: 'locating', rowsChecked: 5000, rowsTotal: 5000 });
    expect(result.errors).toEqual(checkStockPackage(text).errors);
    expect(result.errors?.validationErrors?.[0]?.field).toBe('stocks[4321].qnt');
  });
});
