import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A target: the figure it reads, and whether the figure must be at most or at least the limit. */
export interface Target {
  figure: string;
  max?: number;
  min?: number;
}

/**
 * Writes `.tmp/bench/NAME.json` — `{ figures, targets, met }` — and prints the last line
 * `NAME: met N/M targets`, as every benchmark does (issue #14.4).
 */
export function reportBench(name: string, figures: Record<string, number>, targets: Record<string, Target>): void {
  const met: Record<string, boolean> = {};
  for (const [key, target] of Object.entries(targets)) {
    const value = figures[target.figure];
    met[key] =
      value !== undefined &&
      Number.isFinite(value) &&
      (target.max === undefined || value <= target.max) &&
      (target.min === undefined || value >= target.min);
  }
  const dir = join(import.meta.dirname, '../../.tmp/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ figures, targets, met }, null, 2)}\n`);
  const count = Object.values(met).filter(Boolean).length;
  console.log(`${name}: met ${count}/${Object.keys(met).length} targets`);
}
