import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One target: a figure's path in `figures`, and the bound it must not exceed. */
export interface BenchTarget {
  figure: string;
  max: number;
  actual: number | null;
  met: boolean;
}

/**
 * Writes `.tmp/bench/NAME.json` ({ figures, targets, met }) and prints `NAME: met N/M targets`
 * as the last line, the shape every benchmark reports in.
 */
export function writeBenchReport(
  name: string,
  figures: Record<string, unknown>,
  bounds: Record<string, number>,
  read: (figure: string) => number | null,
): BenchTarget[] {
  const targets = Object.entries(bounds).map(([figure, max]) => {
    const actual = read(figure);
    return { figure, max, actual, met: actual !== null && actual <= max };
  });
  const met = targets.filter((t) => t.met).length;
  const dir = resolve(import.meta.dirname, '../../.tmp/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ figures, targets, met }, null, 2)}\n`);
  for (const t of targets) console.log(`  ${t.met ? 'ok  ' : 'MISS'} ${t.figure} = ${t.actual ?? '—'} (≤ ${t.max})`);
  console.log(`${name}: met ${met}/${targets.length} targets`);
  return targets;
}
