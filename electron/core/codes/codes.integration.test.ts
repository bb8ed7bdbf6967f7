import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedRow } from '@shared/ipc/channels/codes';
import { codeFindingText } from '@shared/i18n/code-finding';
import { foreignWords } from '@shared/i18n/foreign-words';
import { wordingT } from '../wording/wording-t';
import type { RunningSandbox } from '@sandbox/start-sandbox';
import { startTestSandbox } from '@tests/kits/sandbox/sandbox-test-kit';
import { sourceKeyOf } from '../dictionaries/dictionary-source';
import { sandboxSource, syncWith, testParts } from '@tests/kits/core/dictionaries/dict-test-kit';
import {
  createUploadsTestEnv,
  fastSandboxOptions,
  moscowClock,
  InvokeFailure,
  waitFor,
  type UploadsTestEnv,
} from '@tests/kits/core/uploads/uploads-test-env';

/**
 * Operator codes found for a pharmacy's own export, built from the Sandbox's own dictionaries as
 * synced into the app: rows by store link, by barcode only (several spellings), by a confirmation,
 * conflicting, ambiguous-free unresolvable ones; every row's nnt and source asserted.
 */
describe('operator codes of an export without nnt', () => {
  let sandbox: RunningSandbox;
  let env: UploadsTestEnv;
  let src: number;
  let storeId: string;
  const q = <T>(sql: string, ...params: unknown[]) => env.core.db.prepare(sql).all(...params) as T[];

  beforeAll(async () => {
    sandbox = await startTestSandbox({ ...fastSandboxOptions(), scale: 'small', seed: 7 });
    // Inside the morning window for full uploads, so no guard rail but ours applies.
    env = createUploadsTestEnv({ sandbox, clock: moscowClock('06:00') });
    const profile = env.core.context.profiles.get(env.profileId)!;
    const parts = testParts(env.core.db);
    src = parts.state.sourceId(sourceKeyOf(profile));
    storeId = profile.storeId.toLowerCase();
    await syncWith(parts, sandboxSource(sandbox), { src, storeId });
  }, 120_000);
  afterAll(async () => {
    await env?.close();
    await sandbox?.close();
  });

  /** Products with exactly one barcode, current, that names only them; not linked for this store. */
  const barcodeOnly = () =>
    q<{ nnt: number; barcode: string; name: string }>(
      `SELECT b.nnt, b.barcode, g.name FROM dict_barcodes b JOIN dict_goods_normalized g ON g.src = b.src AND g.nnt = b.nnt
       WHERE b.src = ? AND b.actual = 1
         AND (SELECT count(*) FROM dict_barcodes x WHERE x.src = b.src AND x.barcode = b.barcode) = 1
         AND (SELECT count(*) FROM dict_barcodes y WHERE y.src = b.src AND y.nnt = b.nnt) = 1
         AND b.nnt NOT IN (SELECT nnt FROM dict_goods_links WHERE src = ? AND store = ?)
         AND length(b.barcode) = 13
       ORDER BY b.nnt LIMIT 6`,
      src,
      src,
      storeId,
    );
  /** This store's links whose sku names one product, with that product's barcode count. */
  const links = () =>
    q<{ sku: string; nnt: number }>(
      `SELECT l.sku, l.nnt FROM dict_goods_links l WHERE l.src = ? AND l.store = ?
         AND (SELECT count(*) FROM dict_goods_links z WHERE z.src = l.src AND z.store = l.store AND z.sku = l.sku) = 1
       ORDER BY l.sku LIMIT 8`,
      src,
      storeId,
    );

  const csv = (rows: { prtId: string; sku: string; barcode: string; name: string }[]) =>
    new TextEncoder().encode(
      [
        'Остатки товаров по аптеке',
        '',
        'Код;Штрихкод;Наименование;Партия;Остаток;Цена закупки с НДС;Годен до',
        ...rows.map((r) => `${r.sku};${r.barcode};${r.name};${r.prtId};3;120,50;31.12.2027 0:00:00`),
      ].join('\r\n'),
    );

  it('finds each row by store link, barcode, confirmation; conflicts named; the rest not found', async () => {
    const linked = links();
    const byCode = barcodeOnly();
    expect(linked.length).toBeGreaterThanOrEqual(4);
    expect(byCode.length).toBeGreaterThanOrEqual(5);
    const [l1, l2, l3, l4] = linked as [(typeof linked)[0], (typeof linked)[0], (typeof linked)[0], (typeof linked)[0]];
    const [b1, b2, b3, b4, b5] = byCode as [
      (typeof byCode)[0],
      (typeof byCode)[0],
      (typeof byCode)[0],
      (typeof byCode)[0],
      (typeof byCode)[0],
    ];
    const strip = (b: string) => b.replace(/^0+/, '');
    const rows = [
      // 0–1: store link, the sku with other case and spaces
      { prtId: 'P-1', sku: ` ${l1.sku.toLowerCase()} `, barcode: '', name: 'Товар 1' },
      { prtId: 'P-2', sku: l2.sku.toUpperCase(), barcode: '', name: 'Товар 2' },
      // 2–4: barcode only: EAN-13 as is, as GTIN-14, several in a cell with an unknown one
      { prtId: 'P-3', sku: 'НОВ-1', barcode: b1.barcode, name: b1.name },
      { prtId: 'P-4', sku: 'НОВ-2', barcode: `0${b2.barcode}`, name: b2.name },
      { prtId: 'P-5', sku: 'НОВ-3', barcode: `"2000000000017; ${strip(b3.barcode)}"`, name: b3.name },
      // 5: conflict: linked to l3, barcode of b4
      { prtId: 'P-6', sku: l3.sku, barcode: b4.barcode, name: 'Товар 6' },
      // 6: to be confirmed (no link, no barcode)
      { prtId: 'P-7', sku: 'ПОДТВ-1', barcode: '', name: b5.name },
      // 7: unresolvable
      { prtId: 'P-8', sku: 'НЕТ-1', barcode: '4600000000000', name: 'Неизвестный товар' },
      // 8: store link, barcode of the same product or none: no conflict
      { prtId: 'P-9', sku: l4.sku, barcode: '', name: 'Товар 9' },
    ];
    const first = await env.invoke('codes:resolve', {
      profileId: env.profileId,
      fileName: 'остатки.csv',
      bytes: csv(rows),
    });
    const all = await env.invoke('codes:rows', { resolutionId: first.resolutionId, offset: 0, limit: 100 });
    const byIndex = new Map<number, ResolvedRow>(all.rows.map((r) => [r.index, r]));
    const got = (i: number) => [byIndex.get(i)!.nnt, byIndex.get(i)!.source];
    expect(got(0)).toEqual([l1.nnt, 'store-link']);
    expect(got(1)).toEqual([l2.nnt, 'store-link']);
    expect(got(2)).toEqual([b1.nnt, 'barcode']);
    expect(got(3)).toEqual([b2.nnt, 'barcode']);
    expect(got(4)).toEqual([b3.nnt, 'barcode']);
    expect(got(5)).toEqual([l3.nnt, 'store-link']);
    expect(byIndex.get(5)!.conflict).toMatchObject({
      storeLink: { nnt: l3.nnt },
      barcode: { nnt: b4.nnt, name: b4.name },
      chosen: 'store-link',
      rowPrice: 120.5,
    });
    expect(got(6)).toEqual([null, 'not-found']);
    expect(got(7)).toEqual([null, 'not-found']);
    expect(got(8)).toEqual([l4.nnt, 'store-link']);
    expect(first.counts).toMatchObject({ total: 9, storeLink: 4, barcode: 3, notFound: 2, conflicts: 1, file: 0 });
    // Not found: an error each; the conflict: a warning, both located at the sku column.
    expect(first.findings.filter((f) => f.code === 'code-not-found').map((f) => f.row)).toEqual([10, 11]);
    const conflictFinding = first.findings.find((f) => f.code === 'code-conflict')!;
    expect(conflictFinding).toMatchObject({
      severity: 'warning',
      header: 'Код',
      // the two products are facts of the finding, worded by shared/i18n (never an English sentence)
      params: { linkNnt: l3.nnt, barcodeNnt: b4.nnt, barcodeName: b4.name },
    });
    const worded = codeFindingText('code-conflict', conflictFinding.params)!;
    const ru = wordingT('ru')(worded.key, worded.params);
    expect(ru).toContain(`«${b4.name}» (nnt ${b4.nnt})`);
    expect(ru).toContain(`nnt ${l3.nnt}`);
    expect(foreignWords(ru)).toEqual([]);
    expect(conflictFinding.message).toContain(`nnt ${b4.nnt}`);
    expect(first.findings.find((f) => f.row === 11)?.params).toEqual({ sku: 'НЕТ-1', barcode: '4600000000000' });
    // Rows needing attention (the conflict, the two not found) come first.
    expect(first.rows.map((r) => r.index)).toEqual([5, 6, 7, 0, 1, 2, 3, 4, 8]);

    // Suggestions for the row named as b5 is: b5 among them, with the words that matched.
    const suggested = await env.invoke('codes:suggest', { resolutionId: first.resolutionId, indexes: [6] });
    const s = suggested.items[0]!.suggestions;
    expect(s.length).toBeGreaterThan(0);
    expect(s.length).toBeLessThanOrEqual(3);
    const hit = s.find((x) => x.product.nnt === b5.nnt)!;
    expect(hit).toBeDefined();
    expect(hit.matchedWords.length).toBeGreaterThan(0);
    expect(hit.confidence).not.toBe('low');
    // What tells products of one name apart comes from the dictionary, for each suggestion.
    for (const x of s) {
      const [goods] = q<{ nameFull: string | null; actual: number; gnvls: number }>(
        'SELECT nameFull, actual, gnvls FROM dict_goods_normalized WHERE nnt = ?',
        x.product.nnt,
      );
      expect({ nameFull: x.nameFull, actual: x.actual, gnvls: x.gnvls }).toEqual({
        nameFull: goods!.nameFull,
        actual: goods!.actual === 1,
        gnvls: goods!.gnvls === 1,
      });
    }
    // Best first; of equal scores, a current code before one out of circulation.
    for (let i = 1; i < s.length; i++) {
      expect(s[i - 1]!.score).toBeGreaterThanOrEqual(s[i]!.score);
      if (s[i - 1]!.score === s[i]!.score)
        expect(Number(s[i - 1]!.actual)).toBeGreaterThanOrEqual(Number(s[i]!.actual));
    }

    // The manager confirms it, and chooses the barcode's product over the store link for the conflict.
    const chosen = await env.invoke('codes:choose', {
      profileId: env.profileId,
      resolutionId: first.resolutionId,
      index: 6,
      nnt: b5.nnt,
      reason: 'suggestion',
    });
    expect(chosen.row).toMatchObject({ nnt: b5.nnt, source: 'confirmed' });
    expect(chosen.confirmation).toMatchObject({ sku: 'ПОДТВ-1', nnt: b5.nnt, productName: b5.name, overridden: false });
    await env.invoke('codes:choose', {
      profileId: env.profileId,
      resolutionId: first.resolutionId,
      index: 5,
      nnt: b4.nnt,
      reason: 'conflict',
    });

    // The next import uses both confirmations.
    const second = await env.invoke('codes:resolve', {
      profileId: env.profileId,
      fileName: 'остатки.csv',
      bytes: csv(rows),
    });
    const again = await env.invoke('codes:rows', {
      resolutionId: second.resolutionId,
      filter: 'confirmed',
      offset: 0,
      limit: 10,
    });
    expect(again.rows.map((r) => [r.index, r.nnt])).toEqual([
      [5, b4.nnt],
      [6, b5.nnt],
    ]);
    expect(again.rows[0]!.conflict?.chosen).toBe('barcode');
    const list = await env.invoke('codes:confirmations', { profileId: env.profileId, offset: 0, limit: 10 });
    expect(list.items.map((c) => c.sku).sort()).toEqual([l3.sku, 'ПОДТВ-1'].sort());
    expect(list.items.find((c) => c.sku === l3.sku)).toMatchObject({
      againstLinkNnt: l3.nnt,
      storeLinkNnt: l3.nnt,
      overridden: false,
    });

    // The links the operator lacks, as CSV: barcode rows, the confirmation, the conflict, the unfound row.
    const exported = await env.invoke('codes:export-missing', {
      resolutionId: second.resolutionId,
      format: 'csv',
      language: 'ru',
    });
    const lines = new TextDecoder()
      .decode(exported.bytes)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Код аптеки (sku);Наименование в аптеке;Штрихкод;Код оператора (ННТ);Товар оператора;Почему');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(';')[0])
        .sort(),
    ).toEqual(['НЕТ-1', 'НОВ-1', 'НОВ-2', 'НОВ-3', 'ПОДТВ-1', l3.sku].sort());
    const xlsx = await env.invoke('codes:export-missing', {
      resolutionId: second.resolutionId,
      format: 'xlsx',
      language: 'en',
    });
    expect(xlsx.rows).toBe(6);
    expect(xlsx.fileName).toMatch(/missing links\.xlsx$/);

    // Revoked: the next import no longer finds ПОДТВ-1.
    expect(await env.invoke('codes:revoke', { profileId: env.profileId, sku: ' подтв-1 ' })).toEqual({ revoked: true });
    const third = await env.invoke('codes:resolve', {
      profileId: env.profileId,
      fileName: 'остатки.csv',
      bytes: csv(rows),
    });
    expect(third.counts).toMatchObject({ confirmed: 1, notFound: 2 });
  });

  it('sends the ready rows only when told what disappears, and the ledger keeps the list', async () => {
    const linked = links();
    const rows = [
      { prtId: 'S-1', sku: linked[0]!.sku, barcode: '', name: 'Товар 1' },
      { prtId: 'S-2', sku: 'НЕТ-2', barcode: '', name: 'Неизвестный товар' },
    ];
    const resolved = await env.invoke('codes:resolve', {
      profileId: env.profileId,
      fileName: 'остатки.csv',
      bytes: csv(rows),
    });
    const refused = await env
      .invoke('codes:send-ready', { profileId: env.profileId, resolutionId: resolved.resolutionId })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(InvokeFailure);
    expect((refused as InvokeFailure).error).toMatchObject({
      code: 'guard-rail',
      details: {
        reason: 'rows-left-out',
        leftOut: 1,
        replacesWholeStock: true,
        rows: [{ prtId: 'S-2', sku: 'НЕТ-2', sourceRow: 5 }],
      },
    });
    const sent = await env.invoke('codes:send-ready', {
      profileId: env.profileId,
      resolutionId: resolved.resolutionId,
      leftOutAcknowledged: true,
    });
    expect(sent).toMatchObject({ sent: 1, leftOut: 1, upload: { kind: 'full', rows: 1 } });
    const kept = await env.invoke('codes:left-out', { uploadId: sent.upload.id, offset: 0, limit: 10 });
    expect(kept).toEqual({
      total: 1,
      items: [{ sourceRow: 5, prtId: 'S-2', sku: 'НЕТ-2', name: 'Неизвестный товар', barcode: null }],
    });
    const done = await waitFor(async () => {
      const u = (await env.invoke('uploads:get', { uploadId: sent.upload.id })).upload;
      return u.outcome === 'processed' || u.outcome === 'processing-error' || u.outcome === 'refused' ? u : undefined;
    });
    expect(done.outcome).toBe('processed');
  });
});
