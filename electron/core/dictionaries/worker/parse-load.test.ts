import { describe, expect, it } from 'vitest';
import { parseDone, parseReset, parseSent } from './parse-load';
import { createSharedCount, whileAboveZero } from './shared-count';

const countOf = () => new Int32Array(createSharedCount().shared);
const settledWithin = async (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the parsing worker’s load, shared with the search index’s build', () => {
  it('counts chunks sent up and parsed down', () => {
    const load = countOf();
    parseSent(load);
    parseSent(load);
    expect(Atomics.load(load, 0)).toBe(2);
    parseDone(load);
    expect(Atomics.load(load, 0)).toBe(1);
    parseDone(load);
    expect(Atomics.load(load, 0)).toBe(0);
  });

  it('lets a build go at once when nothing is being parsed', async () => {
    expect(await settledWithin(whileAboveZero(countOf(), 10_000), 50)).toBe(true);
  });

  it('holds a build while a chunk is parsed and wakes it when the last one is done, not at its time limit', async () => {
    const load = countOf();
    parseSent(load);
    parseSent(load);
    const waiting = whileAboveZero(load, 10_000);
    expect(await settledWithin(waiting, 60)).toBe(false);
    parseDone(load);
    // One chunk left: still held.
    expect(await settledWithin(waiting, 60)).toBe(false);
    parseDone(load);
    expect(await settledWithin(waiting, 200)).toBe(true);
  });

  it('gives the build back its loop after maxMs, to read a stop request, while parsing goes on', async () => {
    const load = countOf();
    parseSent(load);
    const started = performance.now();
    await whileAboveZero(load, 40);
    expect(performance.now() - started).toBeGreaterThanOrEqual(30);
    expect(Atomics.load(load, 0)).toBe(1);
  });

  it('after a reset (the parser stopped) holds nothing, and a late answer does not take the count below 0', async () => {
    const load = countOf();
    parseSent(load);
    parseSent(load);
    const waiting = whileAboveZero(load, 10_000);
    parseReset(load);
    expect(await settledWithin(waiting, 200)).toBe(true);
    parseDone(load);
    expect(Atomics.load(load, 0)).toBe(0);
    parseSent(load);
    expect(Atomics.load(load, 0)).toBe(1);
  });
});
