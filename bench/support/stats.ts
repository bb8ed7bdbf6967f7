/** The middle value of a run of timings (the upper middle for an even count): one shared reading. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Rounded to tenths, as the benches print milliseconds. */
export const tenths = (n: number) => Math.round(n * 10) / 10;
