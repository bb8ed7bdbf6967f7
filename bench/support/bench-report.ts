import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A target: the figure it reads (a dotted path into the figures), and its upper and/or lower bound. */
export interface Target {
  figure: string;
  max?: number;
  min?: number;
}

/** A figure by dotted path (`host.sync.echoMs.p99`), or undefined. */
const figureAt = (figures: Record<string, unknown>, path: string): unknown =>
  path in figures
    ? figures[path]
    : path.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], figures);

/**
 * Writes `.tmp/bench/NAME.json` — `{ figures, targets, met }`, `met` saying for each target
 * whether it holds — prints each target's line and, last, `NAME: met N/M targets`: the shape
 * every benchmark reports in (issue #14.4). A figure that is missing or not a number misses.
 */
export function reportBench(
  name: string,
  figures: Record<string, unknown>,
  targets: Record<string, Target>,
): Record<string, boolean> {
  const met: Record<string, boolean> = {};
  for (const [label, target] of Object.entries(targets)) {
    const value = figureAt(figures, target.figure);
    met[label] =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (target.max === undefined || value <= target.max) &&
      (target.min === undefined || value >= target.min);
    const bound = [target.min !== undefined && `≥ ${target.min}`, target.max !== undefined && `≤ ${target.max}`];
    console.log(
      `  ${met[label] ? 'ok  ' : 'MISS'} ${label}: ${target.figure} = ${String(value ?? '—')} (${bound.filter(Boolean).join(', ')})`,
    );
  }
  const dir = resolve(import.meta.dirname, '../../.tmp/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ figures, targets, met }, null, 2)}\n`);
  const count = Object.values(met).filter(Boolean).length;
  console.log(`${name}: met ${count}/${Object.keys(met).length} targets`);
  return met;
}
