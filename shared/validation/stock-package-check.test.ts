import { describe, expect, it } from 'vitest';
import { localCheckSchemaOptions } from '../protocol/stocks';
import { seeded } from './seeded-random';
import { checkStockPackage, checkStockPackageSteps, type CheckStep } from './stock-package-check';
import { validateStockPackage } from './stock-package-validator';
import { sampleDate as date, sampleRow as row } from './testing/sample-rows';

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

// The reference: the whole local schema through the position-aware parser (built once).
const referenceOptions = localCheckSchemaOptions;

describe('checkStockPackage (the fast path)', () => {
  it('lists exactly the errors of the zod schema, on 2,000 seeded mutated packages, compact and pretty', () => {
    const random = seeded(20_241_123);
    for (let n = 0; n < 2000; n++) {
      const value = mutated(random);
      const text = JSON.stringify(value, null, n % 2 ? 2 : undefined) ?? 'null';
      const reference = validateStockPackage(text, { stockSchema: referenceOptions, maxErrors: 10_000 });
      const fast = checkStockPackage(text);
      expect(fast.errors, `package ${n}: ${text}`).toEqual(reference.ok ? null : reference.body);
    }
  }, 60_000);

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
