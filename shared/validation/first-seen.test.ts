import { describe, expect, it } from 'vitest';
import { FirstSeen, fnvHash, type KeyHash } from './first-seen';
import { seeded } from './seeded-random';

/** What a Map<string, number> answers for each key in turn: the first row of an earlier equal key, or -1. */
function byMap(keys: readonly string[]): number[] {
  const map = new Map<string, number>();
  return keys.map((key, row) => {
    const first = map.get(key);
    if (first !== undefined) return first;
    map.set(key, row);
    return -1;
  });
}

function byTable(keys: readonly string[], growing = false, hash?: KeyHash): { answers: number[]; usesMap: boolean } {
  // Sized once for all the rows, or from nothing for rows that arrive as it goes (its tables grow).
  const rows: string[] = growing ? [] : [...keys];
  const table = new FirstSeen(rows, (key: string) => key, hash);
  const answers = keys.map((key, row) => {
    if (growing) rows.push(key);
    return table.firstOrAdd(key, row);
  });
  return { answers, usesMap: table.usesMap };
}

/** Keys as prtIds come: sequential, padded, Cyrillic, empty, long, lookalikes, with repeats. */
function generatedKeys(random: () => number, count: number): string[] {
  const alphabet = ['P', 'p', '0', '1', '9', 'Ё', 'ж', '-', ' ', '\u0000', '\uffff', '"', '\\'];
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const keys: string[] = [];
  for (let n = 0; n < count; n++) {
    const what = random();
    if (what < 0.3) keys.push(`P${n}`);
    else if (what < 0.45) keys.push(String(Math.floor(random() * count)).padStart(8, '0'));
    else if (what < 0.6 && keys.length > 0) keys.push(keys[Math.floor(random() * keys.length)]!);
    else if (what < 0.65) keys.push('');
    else if (what < 0.7) keys.push('x'.repeat(Math.floor(random() * 300)));
    else keys.push(Array.from({ length: 1 + Math.floor(random() * 12) }, () => pick(alphabet)).join(''));
  }
  return keys;
}

describe('FirstSeen (the prtId table)', () => {
  it('answers as a Map on 2,000 generated key lists, sized for them or growing', () => {
    const random = seeded(20_261_124);
    for (let n = 0; n < 2000; n++) {
      const keys = generatedKeys(random, 1 + Math.floor(random() * 300));
      expect(byTable(keys, n % 2 === 1).answers, `list ${n}`).toEqual(byMap(keys));
    }
  });

  it('answers as a Map on 100,000 keys, with every repeat found', () => {
    const random = seeded(7);
    const keys = generatedKeys(random, 100_000);
    const { answers, usesMap } = byTable(keys);
    expect(answers).toEqual(byMap(keys));
    expect(answers.filter((a) => a >= 0).length).toBeGreaterThan(30_000);
    expect(usesMap).toBe(false);
  });

  it('tells apart keys that share a hash, and gives up on a hash that collides all the time', () => {
    const random = seeded(11);
    const keys = generatedKeys(random, 5000);
    // Few distinct hashes: many keys share one, compared by their strings.
    const weak = byTable(keys, false, (key) => key.length % 7);
    expect(weak.answers).toEqual(byMap(keys));
    expect(weak.usesMap).toBe(true);
    // Every key on one slot (a hostile file): the rest goes to a Map, with the same answers.
    const constant = byTable(keys, true, () => 0);
    expect(constant.answers).toEqual(byMap(keys));
    expect(constant.usesMap).toBe(true);
  });

  it('spreads sequential prtIds (the low bits pick the slot)', () => {
    const slots = new Set<number>();
    for (let n = 0; n < 4096; n++) slots.add(fnvHash(`P${n}`, 0) & 8191);
    // A uniform spread of 4,096 keys over 8,192 slots fills ~3,200 of them.
    expect(slots.size).toBeGreaterThan(3000);
  });
});
