import Ajv from 'ajv';
import { loadavg } from 'node:os';
import { regexes } from 'zod';
import { localCheckSchemaOptions } from '../shared/protocol/stocks';
import { checkStockPackage } from '../shared/validation/stock-package-check';
import { validateStockPackage } from '../shared/validation/stock-package-validator';
import { reportBench } from './support/bench-report';
import { CollectedTimings } from './support/collected-timing';
import { median } from './support/stats';

// `npm run bench -- validate`: this PC's check of a 100,000-row package (issue #14.1), side by side
// in one process with JSON.parse and JSON.parse + ajv (a compiled JSON Schema equivalent to the
// stocks schema), median of 9 alternating runs after a warm-up round, each from a collected heap. Ratios, not times, are the targets (shared machine).
const date = '2019-12-03T15:07:49+03:00';
const row = (n: number) => ({
  prtId: `P${n}`,
  nnt: 1000 + n,
  sku: `S${n}`,
  qnt: n % 7,
  supDate: date,
  nds: 10,
  gnvls: n % 5 === 0,
  man: 'Фармстандарт',
  series: `AB${n}`,
  exp: n % 3 ? '2026-01-01T00:00:00+03:00' : null,
  prcMan: 10.5,
  prcOpt: 11.2,
  prcOptNds: 12.38,
  prcRet: 15.9,
  prcReestr: 10.1,
  prcGnvlsMax: n % 5 === 0 ? 20 : null,
  tag: 0,
  dp: null,
  doc: `D${n}`,
  supInn: '7701234567',
});
const rows = Array.from({ length: 100_000 }, (_, n) => row(n));
const text = JSON.stringify({ date, stocks: rows }, null, 1);
// 1% bad rows: an empty supDate (a date-time error) in every hundredth row.
const bad = JSON.stringify({ date, stocks: rows.map((r, n) => (n % 100 === 7 ? { ...r, supDate: '' } : r)) }, null, 1);

const dateTime = { type: 'string', pattern: regexes.datetime({ offset: true, local: false }).source };
const num = { type: 'number' };
const price = { type: 'number', minimum: 0 };
const orNull = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const ajvSchema = {
  type: 'object',
  required: ['date', 'stocks'],
  properties: {
    date: dateTime,
    stocks: {
      type: 'array',
      items: {
        type: 'object',
        required: ['prtId', 'nnt', 'qnt', 'prcOptNds'],
        properties: {
          prtId: { type: 'string', minLength: 1, maxLength: 50 },
          nnt: { type: 'integer' },
          sku: orNull({ type: 'string', maxLength: 50 }),
          qnt: { type: 'integer', minimum: 0 },
          supDate: dateTime,
          nds: orNull({ type: 'integer' }),
          gnvls: orNull({ type: 'boolean' }),
          man: orNull({ type: 'string', maxLength: 255 }),
          series: orNull({ type: 'string', maxLength: 50 }),
          exp: orNull(dateTime),
          prcMan: orNull(price),
          prcOpt: orNull(price),
          prcOptNds: price,
          prcRet: orNull(price),
          prcReestr: orNull(price),
          prcGnvlsMax: orNull(price),
          mrGnvls: orNull(num),
          tag: orNull({ type: 'integer', minimum: 0, maximum: 3 }),
          doc: orNull({ type: 'string' }),
          supInn: orNull({ type: 'string' }),
          supId: orNull({ type: 'string' }),
          dp: orNull({ type: 'boolean' }),
          sumOpt: orNull(num),
          sumOptNds: orNull(num),
        },
        // The regulated-price rule of a row, as JSON Schema can say it.
        if: { properties: { gnvls: { const: true } }, required: ['gnvls'] },
        then: { required: ['prcGnvlsMax'], properties: { prcGnvlsMax: price } },
      },
    },
  },
};
const ajvValidate = new Ajv({ allErrors: false }).compile(ajvSchema);

// Each contender starts from a collected heap, with its CPU time kept beside (bench/support/collected-timing.ts).
const timings = new CollectedTimings();
const cpu = timings.cpu;
let timing = '';
const time = (f: () => unknown) => timings.time(timing, f);
const runs: Record<string, number[]> = { parse: [], ajv: [], check: [], parseBad: [], checkBad: [] };
let listed = 0;
let located = 0;
// Round 0 warms every contender up (JIT, heap size) and is not counted; then 9 counted rounds.
for (let k = 0; k < 10; k++) {
  timing = 'parse';
  runs.parse!.push(time(() => JSON.parse(text)));
  timing = 'ajv';
  runs.ajv!.push(
    time(() => {
      if (!ajvValidate(JSON.parse(text))) throw new Error('ajv refused the valid package');
    }),
  );
  timing = 'check';
  runs.check!.push(
    time(() => {
      if (checkStockPackage(text).errors !== null) throw new Error('the check refused the valid package');
    }),
  );
  timing = 'parseBad';
  runs.parseBad!.push(time(() => JSON.parse(bad)));
  timing = 'checkBad';
  runs.checkBad!.push(
    time(() => {
      const entries = checkStockPackage(bad).errors?.validationErrors ?? [];
      listed = entries.length;
      located = entries.filter((e) => /^Line \d+, position \d+:/.test(e.message)).length;
    }),
  );
}
timing = 'before';
const before = time(() => validateStockPackage(text, { stockSchema: localCheckSchemaOptions }));

const cpuRatio = (a: string, b: string) => Number((median(cpu[a]!.slice(1)) / median(cpu[b]!.slice(1))).toFixed(2));
const m = Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, Math.round(median(v.slice(1)))]));
const figures = {
  load1: Number(loadavg()[0]!.toFixed(2)),
  megabytes: Number((text.length / 1e6).toFixed(1)),
  'parse.ms': m.parse!,
  'ajv.ms': m.ajv!,
  'check.ms': m.check!,
  'parseBad.ms': m.parseBad!,
  'checkBad.ms': m.checkBad!,
  'positionAwareZod.ms': Math.round(before),
  'check/parse': Number((m.check! / m.parse!).toFixed(2)),
  'check/ajv': Number((m.check! / m.ajv!).toFixed(2)),
  'checkBad/parseBad': Number((m.checkBad! / m.parseBad!).toFixed(2)),
  'check/parse (CPU)': cpuRatio('check', 'parse'),
  'check/ajv (CPU)': cpuRatio('check', 'ajv'),
  'checkBad/parseBad (CPU)': cpuRatio('checkBad', 'parseBad'),
  'bad.listed': listed,
  'bad.located': located,
};
for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`);
reportBench('validate', figures, {
  'valid ≤ 1.5 × JSON.parse': { figure: 'check/parse', max: 1.5 },
  'valid no slower than JSON.parse + ajv': { figure: 'check/ajv', max: 1 },
  '1% bad ≤ 2.5 × JSON.parse': { figure: 'checkBad/parseBad', max: 2.5 },
  'every bad row listed with line and position': { figure: 'bad.located', min: 1000 },
});
