import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultOperatorBehaviour,
  describeBehaviour,
  parseVariantList,
  resolveOperatorBehaviour,
} from './operator-behaviour';
import type { RunningSandbox } from './start-sandbox';
import { callApi, fetchToken, startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';

describe('operator behaviour: variants resolved into one set of switches', () => {
  it('reads comma lists and arrays, drops repeats, refuses unknown names with the known ones', () => {
    expect(parseVariantList('dotnet, capped,dotnet')).toEqual(['dotnet', 'capped']);
    expect(parseVariantList(['terse'])).toEqual(['terse']);
    expect(parseVariantList('')).toEqual([]);
    expect(() => parseVariantList('dotnet,Capped')).toThrow(
      "Unknown sandbox variant 'Capped'; known variants: dotnet, capped, terse.",
    );
  });

  it('applies defaults, then the variants in order, then single switches', () => {
    expect(resolveOperatorBehaviour([])).toEqual(defaultOperatorBehaviour);
    const both = resolveOperatorBehaviour(['dotnet', 'capped']);
    expect(both).toMatchObject({ dateStyle: 'dotnet', errorCase: 'pascal', chunkCap: 1000, emptyReadNoContent: false });
    const tuned = resolveOperatorBehaviour(['capped'], { chunkCap: 250, staleLocation: undefined });
    expect(tuned.chunkCap).toBe(250);
    expect(tuned.staleLocation).toBe(false);
    expect(describeBehaviour(tuned)).toEqual(['chunkCap=250']);
  });

  it('refuses an unknown variant at startSandbox', async () => {
    await expect(startTestSandbox({ variant: 'java' })).rejects.toThrow(/Unknown sandbox variant 'java'/);
  });
});

describe('sandbox variant capped (HTTP)', () => {
  let sandbox: RunningSandbox;
  afterEach(async () => sandbox?.close());

  it('serves at most 1,000 records a chunk whatever count asks, barcodes included', async () => {
    sandbox = await startTestSandbox({
      variant: ['capped'],
      dictionaries: { profile: { goods: 1500, barcodes: 2400 } },
    });
    const token = await fetchToken(sandbox);
    const chunk = async (path: string) => {
      const r = await callApi(sandbox, token, 'GET', path);
      expect(r.status).toBe(200);
      return (await r.json()) as { rvInt: number }[];
    };
    const goods = await chunk('/v5/references/goods_normalized?count=10000');
    expect(goods).toHaveLength(1000);
    // The rest follows from the last version of the capped chunk.
    const rest = await chunk(`/v5/references/goods_normalized?count=10000&rvInt=${goods.at(-1)!.rvInt}`);
    expect(rest).toHaveLength(500);
    expect(await chunk('/v5/references/barcodes?count=5000')).toHaveLength(1000);
    expect(await chunk('/v5/references/barcodes?count=10')).toHaveLength(10);
    // count above the spec's 10,000 is still refused.
    expect((await callApi(sandbox, token, 'GET', '/v5/references/barcodes?count=10001')).status).toBe(400);
  });
});
