import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '@tests/kits/core/api/http-test-server';
import { openTempDb, serverReader, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';
import { openDatabase } from '../db/open-database';
import { registerTextFunctions } from './dictionary-pages';
import { syncChunkedDictionary, type ChunkReport } from './chunked-sync';

const storeId = '5b0e8f4c-3d2a-4e71-9c55-2f6a1d8e7b30';

/** Versions a JavaScript number cannot hold: 2^53 + 1 rounds to 2^53, 2^63 − 1 to 2^63. */
const versions = [9007199254740993n, 9007199254740995n, 9223372036854775000n, 9223372036854775806n, 2n ** 63n - 1n];
/** Older than the cursor …993 by one: equal to it as numbers, below it exactly. */
const stale = 9007199254740992n;
/** Beyond a long (what 4.6 types `rvInt` as). */
const tooBig = 18446744073709551615n;

const recordText = (id: number, rv: bigint) =>
  `{"id":${id},"name":"Знак ${id}","actual":true,"rv":"AQ==","rvInt":${rv}}`;

describe('rvInt above 2^53 read, kept and sent back exactly (a real server on 127.0.0.1)', () => {
  let server: TestServer;
  let temp: ReturnType<typeof openTempDb>;
  afterEach(async () => {
    await server?.close();
    temp?.cleanup();
  });

  /** An operator whose trademarks carry `versions`, one record a chunk (count=1), written as JSON text. */
  async function operator(refuseAfter?: bigint) {
    server = await startTestServer((req, res) => {
      if (req.url === '/connect/token')
        return sendJson(res, 200, { access_token: 't', expires_in: 3600, token_type: 'Bearer' });
      const query = new URL(req.url, server.url).searchParams;
      const after = BigInt(query.get('rvInt')!);
      if (refuseAfter !== undefined && after >= refuseAfter) return sendJson(res, 403, { statusCode: 403 });
      const next = versions.findIndex((v) => v > after);
      const records = next < 0 ? [] : [recordText(next + 1, versions[next]!)];
      // A stale record after the cursor …993 (a finding), and one version no long can hold.
      if (after === versions[0]) records.push(recordText(50, stale));
      if (after === versions[3]) records.push(recordText(60, tooBig));
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(`[${records.join(',')}]`);
    });
    return serverReader(server.url, storeId);
  }

  const sync = (parts: ReturnType<typeof testParts>, source: Awaited<ReturnType<typeof operator>>) => {
    const reports: ChunkReport[] = [];
    const src = parts.state.sourceId('big');
    const run = syncChunkedDictionary(
      parts,
      source,
      { src, name: 'trademarks' },
      { count: 1, signal: new AbortController().signal, onChunk: (r) => reports.push(r) },
    );
    return { run, reports, src };
  };
  const asked = () =>
    server.requestsTo('/v5/references/trademarks').map((r) => new URL(r.url, server.url).searchParams.get('rvInt'));

  it('moves the cursor by exact versions, asks after each exactly, and finds a record below it', async () => {
    temp = openTempDb();
    const parts = testParts(temp.db);
    const { run, reports, src } = sync(parts, await operator());
    const outcome = await run;

    expect(asked()).toEqual(['0', ...versions.map(String)]);
    expect(parts.state.state(src, 'trademarks').cursor).toBe(2n ** 63n - 1n);
    expect(reports.map((r) => r.cursor)).toEqual([...versions, versions.at(-1)]);
    // …992 is below the cursor …993 although both are 9007199254740992 as numbers.
    expect(reports[1]!.belowCursor).toBe(1);
    expect(outcome.belowCursor).toBe(1);
    const stored = temp.db
      .prepare('SELECT id, CAST(rvInt AS TEXT) AS rv FROM dict_trademarks WHERE src = ? ORDER BY rvInt')
      .all(src) as { id: number; rv: string }[];
    expect(stored.map((r) => r.rv)).toEqual([stale, ...versions].map(String));
    // Past a long: set aside with the schema's reason, and the cursor did not take it.
    const [quarantined] = temp.db.prepare('SELECT record_key, rv_int, reason, raw FROM dict_quarantine').all() as {
      record_key: string;
      rv_int: number | null;
      reason: string;
      raw: string;
    }[];
    expect(quarantined).toMatchObject({ record_key: '[60]', rv_int: null });
    expect(quarantined!.reason).toMatch(/Too big.*9223372036854775807[\s\S]*rvInt/);
    expect(quarantined!.raw).toContain(`"rvInt":${tooBig}`);
  });

  it('resumes after a restart from the exact version it stopped at', async () => {
    temp = openTempDb();
    const first = sync(testParts(temp.db), await operator(versions[2]));
    await expect(first.run).rejects.toMatchObject({ code: 'forbidden' });
    temp.db.close();
    await server.close();

    const db = openDatabase(temp.file);
    registerTextFunctions(db);
    try {
      const parts = testParts(db);
      expect(parts.state.state(first.src, 'trademarks').cursor).toBe(versions[2]);
      const again = sync(parts, await operator());
      await again.run;
      expect(asked()[0]).toBe(String(versions[2]));
      expect(parts.state.state(first.src, 'trademarks').cursor).toBe(2n ** 63n - 1n);
    } finally {
      db.close();
    }
  });
});
