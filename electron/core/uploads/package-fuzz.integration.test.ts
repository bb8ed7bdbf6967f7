import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seeded } from '@shared/validation/seeded-random';
import { ExitCode } from '@cli/exit-codes';
import { runCliInProcess } from '@tests/kits/cli/cli-runner';
import { DeskError } from '../errors';
import { preparePackage } from './package-check';

// Issue #9.7 (packages): seeded mutations of a stock package through this PC's check and the CLI.
// Bounded by time, not count, so CI stays near 15 s on any machine; the seed makes a failure replayable.
const SEED = Number(process.env.FUZZ_SEED ?? 9_007);
const BUDGET_MS = 12_000;
const now = new Date('2024-05-10T03:00:00Z');

const base = () =>
  JSON.stringify(
    {
      date: '2024-05-10T06:30:00+03:00',
      stocks: Array.from({ length: 6 }, (_, n) => ({
        prtId: `ПР-${n}`,
        nnt: 1000 + n,
        qnt: n,
        supDate: '2024-05-01T00:00:00+03:00',
        nds: 10,
        gnvls: n % 2 === 0,
        man: 'Фармстандарт',
        prcOptNds: 12.5,
        prcRet: 15,
        prcGnvlsMax: 20,
        tag: 0,
      })),
    },
    null,
    2,
  );

const swaps = [
  'null',
  'true',
  '"x"',
  '[]',
  '{}',
  '1e-400',
  '12345678901234567890',
  '1E+2',
  '-0.5',
  '"2024-13-45"',
  '[[[[1]]]]',
];

/** One mutation of the text or its bytes, picked by `random`. */
function mutate(text: string, random: () => number): Buffer {
  const at = Math.floor(random() * text.length);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  switch (Math.floor(random() * 9)) {
    case 0: {
      const bytes = Buffer.from(text);
      for (let k = 0; k < 1 + random() * 4; k++)
        bytes[Math.floor(random() * bytes.length)] ^= 1 << Math.floor(random() * 8);
      return bytes;
    }
    case 1:
      return Buffer.from(text.slice(0, at));
    case 2: {
      const key = /"(\w+)": [^,\n}]+/.exec(text.slice(at));
      return Buffer.from(key ? text.replace(key[0], `${key[0]}, ${key[0]}`) : text);
    }
    case 3:
      return Buffer.from(text.replace(/\n\s*"(\w+)": [^,\n}]+,/, ''));
    case 4:
      return Buffer.from(text.replace(/(: )("[^"]*"|[\d.]+|true|false|null)/, `$1${pick(swaps)}`));
    case 5:
      return Buffer.from(text.replace('"stocks": [', `"stocks": ${'['.repeat(40 + Math.floor(random() * 100))}`));
    case 6:
      return Buffer.concat([
        Buffer.from(text.slice(0, at)),
        Buffer.from([pick([0xc3, 0xff, 0xe2, 0x80, 0xd0])]),
        Buffer.from(text.slice(at)),
      ]);
    case 7:
      return Buffer.from(
        text.replace(
          /"qnt": \d+/,
          `"qnt": ${pick(['1'.repeat(400), '1e400', '-1e-400', '0.1000000000000000055511151231257827'])}`,
        ),
      );
    default:
      return Buffer.from(text.replace(/"nnt": (\d+)/, '"nnt": $1, "prcret": 1, "Qnt": null'));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'pharmex-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('fuzzing the package check', () => {
  it('never throws on mutated packages, and every finding has a line and position (or is the file-level refusal)', () => {
    const random = seeded(SEED);
    const started = Date.now();
    let runs = 0;
    while (Date.now() - started < BUDGET_MS) {
      // A few mutations in a row; the last one may leave invalid UTF-8 in the bytes.
      let text = base();
      for (let k = 0; k < random() * 3; k++) text = mutate(text, random).toString('utf8');
      const bytes = mutate(text, random);
      runs++;
      let prepared;
      try {
        prepared = preparePackage('fuzz.json', bytes, now);
      } catch (error) {
        // Refusing a file (unreadable encoding, empty) is an answer; anything else is a bug.
        expect(error, `seed ${SEED} run ${runs}`).toBeInstanceOf(DeskError);
        expect((error as DeskError).code).toBe('file-invalid');
        continue;
      }
      const { check, errors } = prepared.local;
      if (check.syntaxError) expect(check.syntaxError.line, `seed ${SEED} run ${runs}`).not.toBeNull();
      for (const e of errors) {
        expect(e.line, `seed ${SEED} run ${runs}: ${e.message}`).not.toBeNull();
        expect(e.position).not.toBeNull();
        expect(e.message.length).toBeLessThan(2000);
      }
    }
    expect(runs).toBeGreaterThan(100);
  }, 60_000);

  it('the CLI validate answers mutated files with exit 0 or 3, never 1', async () => {
    const random = seeded(SEED + 1);
    for (let k = 0; k < 12; k++) {
      const path = join(dir, `fuzz-${k}.json`);
      writeFileSync(path, mutate(base(), random));
      const run = await runCliInProcess(['validate', path, '--data-dir', join(dir, 'data'), '--limit', '2']);
      expect([ExitCode.ok, ExitCode.invalid], `seed ${SEED + 1} file ${k}: ${run.stderr}`).toContain(run.code);
    }
  }, 60_000);
});
