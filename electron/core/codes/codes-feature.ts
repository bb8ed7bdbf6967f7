import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import type { CodeConfirmation } from '@shared/ipc/channels/codes';
import { FIRST_RESOLVED_ROWS } from '@shared/ipc/channels/codes';
import type { CoreContext, CoreFeature } from '../core-context';
import { DeskError } from '../errors';
import { exportFileName } from '../exports/exports-feature';
import { fileSourceBytes } from '../files/read-file-ref';
import { downloadOf, tableToCsv, tableToXlsx } from '../exports/table-file';
import { checkConverted, packageBytes, packageFileName } from '../import/converted-check';
import { convertStockFile } from '../import/import-convert';
import type { Handler } from '../ipc/dispatch';
import { chooseCode, countCodes } from './code-resolver';
import type { CodesService } from './codes-service';
import { skuKey } from './confirmations-repo';
import { indexesOf, rowViews, type HeldResolution } from './held-resolution';
import { leftOutOf, createLeftOutRepo } from './left-out';
import { missingLinkColumns, missingLinkRows } from './missing-links';

/** Resolutions held for the codes screen (each holds a whole package). */
const KEPT = 3;
/** Findings sent with an answer; the rest are counted. */
const SHOWN_FINDINGS = 500;

/** Who confirmed a code: the OS account (the desk has no users of its own). */
function currentUser(): string {
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

export interface CodesFeatureOptions {
  codes: CodesService;
  /** The uploads feature's own preview and send, so a ready package goes the usual way (checks, guard rails, ledger). */
  uploads: { preview: Handler<'uploads:preview-file'>; start: Handler<'uploads:start'> };
}

/** Operator codes of imported rows: resolve, explain, suggest, confirm, export the missing links, send the ready rows. */
export function createCodesFeature(ctx: CoreContext, options: CodesFeatureOptions): CoreFeature {
  const { codes, uploads } = options;
  const held = new Map<string, HeldResolution>();
  const leftOut = createLeftOutRepo(ctx.db);
  const now = () => ctx.ports.clock.now();
  const get = (resolutionId: string): HeldResolution => {
    const h = held.get(resolutionId);
    if (h === undefined)
      throw new DeskError(
        'not-found',
        'This list of codes is no longer held (newer ones were made since, or the app restarted). Read the file again.',
        { reason: 'resolution-expired', resolutionId },
      );
    return h;
  };
  const confirmationView = (
    profileId: number,
    stored: Omit<CodeConfirmation, 'productName' | 'storeLinkNnt' | 'overridden'>[],
  ) => {
    const { src, storeId } = codes.storeOf(profileId);
    const links = codes.lookups.storeLinks(src, storeId);
    const named = codes.products.products(
      src,
      profileId,
      stored.map((c) => c.nnt),
    );
    return stored.map((c): CodeConfirmation => {
      const link = links.get(skuKey(c.sku));
      const storeLinkNnt = link?.length === 1 ? link[0]! : null;
      return {
        ...c,
        productName: named.get(c.nnt)?.name ?? null,
        storeLinkNnt,
        overridden: storeLinkNnt !== null && storeLinkNnt !== c.nnt && storeLinkNnt !== c.againstLinkNnt,
      };
    });
  };

  return {
    handlers: {
      async 'codes:resolve'({ profileId, fileName, mapping, packageDate, withPackage, ...source }) {
        const { src } = codes.storeOf(profileId);
        const bytes = await fileSourceBytes(ctx.ports.files, source);
        const result = await convertStockFile(bytes, {
          mapping,
          now: now(),
          packageDate: packageDate === undefined ? undefined : new Date(packageDate),
          codesResolvedLater: true,
        });
        const resolution = codes.resolve(profileId, result);
        const checked = checkConverted(result, fileName, now());
        const h: HeldResolution = { id: randomUUID(), profileId, src, fileName, result, resolution };
        held.set(h.id, h);
        while (held.size > KEPT) held.delete(held.keys().next().value!);
        return {
          info: result.info,
          mapping: result.mapping,
          preview: result.preview,
          previewSourceRows: Array.from(result.sourceRows.subarray(0, result.preview.length)),
          findings: checked.findings.slice(0, SHOWN_FINDINGS),
          errorCount: checked.errorCount,
          warningCount: checked.warningCount,
          package: withPackage
            ? {
                fileName: packageFileName(fileName),
                bytes: new Uint8Array(packageBytes(result)),
                rows: result.pkg.stocks.length,
              }
            : null,
          resolutionId: h.id,
          counts: countCodes(resolution),
          rows: rowViews(h, indexesOf(h, 'all').slice(0, FIRST_RESOLVED_ROWS), codes.products),
          total: result.pkg.stocks.length,
        };
      },

      'codes:rows'({ resolutionId, filter, offset, limit }) {
        const h = get(resolutionId);
        const indexes = indexesOf(h, filter);
        return { total: indexes.length, rows: rowViews(h, indexes.slice(offset, offset + limit), codes.products) };
      },

      'codes:suggest'({ resolutionId, indexes }) {
        const h = get(resolutionId);
        return {
          items: indexes
            .filter((i) => i < h.result.pkg.stocks.length)
            .map((index) => {
              const row = h.result.pkg.stocks[index]!;
              const man = typeof row.man === 'string' ? row.man : null;
              const suggestions = codes.suggestions.suggest(h.src, h.result.unsent.name?.[index] ?? null, man);
              const priced = codes.products.products(
                h.src,
                h.profileId,
                suggestions.map((s) => s.product.nnt),
              );
              return {
                index,
                suggestions: suggestions.map((s) => ({ ...s, product: priced.get(s.product.nnt) ?? s.product })),
              };
            }),
        };
      },

      'codes:choose'({ profileId, resolutionId, index, nnt, reason }) {
        const h = get(resolutionId);
        if (h.profileId !== profileId)
          throw new DeskError('conflict', 'This list of codes was made for another store.', {
            fault: 'other-store',
            resolutionId,
            profileId,
          });
        const rows = h.result.pkg.stocks;
        if (index >= rows.length)
          throw new DeskError('not-found', `The list has ${rows.length} rows; there is no row ${index + 1}.`, {
            fault: 'row-missing',
            row: index + 1,
            rows: rows.length,
            index,
          });
        const sku = typeof rows[index]!.sku === 'string' ? (rows[index]!.sku as string) : null;
        // Every row of the same pharmacy code takes the choice (a product has several batches).
        const same: number[] = [];
        if (sku === null) same.push(index);
        else
          for (let i = 0; i < rows.length; i++)
            if (
              rows[i]!.sku !== undefined &&
              typeof rows[i]!.sku === 'string' &&
              skuKey(rows[i]!.sku as string) === skuKey(sku)
            )
              same.push(i);
        for (const i of same) chooseCode(h.resolution, rows, i, nnt);
        let confirmation: CodeConfirmation | null = null;
        if (sku !== null) {
          const { src, storeId } = codes.storeOf(profileId);
          const link = codes.lookups.storeLinks(src, storeId).get(skuKey(sku));
          const stored = codes.confirmations.confirm(profileId, {
            sku,
            nnt,
            name: h.result.unsent.name?.[index] ?? null,
            barcode: h.result.unsent.barcode?.[index] ?? null,
            reason,
            againstLinkNnt: link?.length === 1 && link[0] !== nnt ? link[0]! : null,
            confirmedBy: currentUser(),
            confirmedAt: now().toISOString(),
          });
          confirmation = confirmationView(profileId, [stored])[0]!;
          ctx.tablesChanged('code_confirmations');
        }
        return {
          row: rowViews(h, [index], codes.products)[0]!,
          counts: countCodes(h.resolution),
          confirmation,
          alsoApplied: same.length - 1,
        };
      },

      'codes:confirmations'({ profileId, offset, limit }) {
        const page = codes.confirmations.page(profileId, offset, limit);
        return { total: page.total, items: confirmationView(profileId, page.items) };
      },

      'codes:revoke'({ profileId, sku }) {
        codes.storeOf(profileId);
        const revoked = codes.confirmations.revoke(profileId, sku);
        if (revoked) ctx.tablesChanged('code_confirmations');
        return { revoked };
      },

      async 'codes:export-missing'({ resolutionId, format, language }) {
        const h = get(resolutionId);
        const rows = missingLinkRows(rowViews(h, indexesOf(h, 'all'), codes.products), language);
        const columns = missingLinkColumns(language);
        const fileName = exportFileName(h.fileName, language === 'ru' ? 'нет связей' : 'missing links', format);
        const body =
          format === 'csv'
            ? tableToCsv(columns, rows)
            : await tableToXlsx(language === 'ru' ? 'Нет связей' : 'Missing links', columns, rows);
        return downloadOf(fileName, format, body, rows.length);
      },

      async 'codes:send-ready'({ profileId, resolutionId, leftOutAcknowledged, acknowledge }) {
        const h = get(resolutionId);
        const missing = leftOutOf(h);
        const ready = h.result.pkg.stocks.filter((_, i) => !Number.isNaN(h.resolution.nnt[i]!));
        if (ready.length === 0)
          throw new DeskError('file-invalid', 'No row has an operator code yet: there is nothing to send.', {
            reason: 'nothing-ready',
          });
        if (missing.length > 0 && !leftOutAcknowledged)
          throw new DeskError(
            'guard-rail',
            `${missing.length} of ${h.result.pkg.stocks.length} rows have no operator code. A full upload replaces the operator's whole stock of this store: these batches will disappear from it until they are sent with their codes.`,
            { reason: 'rows-left-out', leftOut: missing.length, rows: missing.slice(0, 500), replacesWholeStock: true },
          );
        const bytes = new Uint8Array(Buffer.from(JSON.stringify({ date: h.result.pkg.date, stocks: ready }), 'utf8'));
        const preview = await uploads.preview({ fileName: packageFileName(h.fileName), bytes });
        const upload = await uploads.start({
          profileId,
          previewId: preview.previewId,
          kind: 'full',
          acknowledge,
          whenAllowed: false,
        });
        if (missing.length > 0) {
          leftOut.record(upload.id, missing);
          ctx.tablesChanged('upload_left_out');
        }
        return { upload, sent: ready.length, leftOut: missing.length };
      },

      'codes:left-out'({ uploadId, offset, limit }) {
        return leftOut.page(uploadId, offset, limit);
      },
    },
  };
}
