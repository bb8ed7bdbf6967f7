import type { EventPayload } from '@shared/ipc/contract';
import type { CoreContext } from '../core-context';
import { sourceKeyOf } from '../dictionaries/dictionary-source';
import { createSyncStateRepo } from '../dictionaries/sync-state';
import { DeskError } from '../errors';
import type { ConvertResult } from '../import/import-convert';
import { sourceCellOf } from '../import/import-convert';
import { createCodeLookups } from './code-lookups';
import { createCodeProducts } from './code-products';
import { resolveCodes, sourceOf, type Resolution } from './code-resolver';
import { createCodeSuggestions } from './code-suggestions';
import { createConfirmationsRepo } from './confirmations-repo';

/** Findings one resolution adds at most (all are counted). */
const MAX_CODE_FINDINGS = 10_000;

/** Operator codes for a store's imported rows: lookups, confirmations, products, suggestions. */
export function createCodesService(ctx: CoreContext) {
  const state = createSyncStateRepo(ctx.db, () => ctx.ports.clock.now());
  const lookups = createCodeLookups(ctx.db);
  const confirmations = createConfirmationsRepo(ctx.db);

  /** The store's operator (dictionary source id) and its GUID as goods_links keep it. */
  const storeOf = (profileId: number) => {
    const profile = ctx.profiles.get(profileId);
    if (!profile)
      throw new DeskError('not-found', `There is no store profile with id ${profileId}; it may have been removed.`, {
        profileId,
      });
    return { src: state.sourceId(sourceKeyOf(profile)), storeId: profile.storeId.toLowerCase() };
  };

  // A sync that ended may have changed the barcodes: an index core held is rebuilt then, in its
  // own turn of the event loop, rather than while the manager waits on the codes screen.
  ctx.events.onAny((event, payload) => {
    if (event !== 'dictionaries:progress') return;
    const { state: ended, profileId } = payload as EventPayload<'dictionaries:progress'>;
    if (ended === 'running' || ended === 'indexing') return;
    setTimeout(() => {
      try {
        lookups.refreshHeld(storeOf(profileId).src);
      } catch (error) {
        // The profile removed or core closing meanwhile: the index is built on next use instead.
        ctx.ports.logger.log('warn', 'The barcode index was not rebuilt after a dictionary sync', {
          profileId,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }, 0).unref();
  });

  return {
    storeOf,
    lookups,
    confirmations,
    products: createCodeProducts(ctx.db),
    suggestions: createCodeSuggestions(ctx.db),
    /**
     * Finds the codes of a converted list's rows in place, and adds a finding for each row left
     * without one (an error) and each conflict (a warning), at the row's code cells.
     */
    resolve(profileId: number, result: ConvertResult): Resolution {
      const { src, storeId } = storeOf(profileId);
      const resolution = resolveCodes(result.pkg.stocks, result.unsent.barcode, {
        links: lookups.storeLinks(src, storeId),
        confirmations: confirmations.byKey(profileId),
        barcodes: (keys) => lookups.barcodes(src, keys),
        barcodeIndex: (count) => lookups.barcodeIndex(src, count),
      });
      addCodeFindings(result, resolution);
      return resolution;
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;

/** The code findings of a resolution, located at the row's sku (else barcode) cell. */
function addCodeFindings(result: ConvertResult, resolution: Resolution): void {
  const field = result.fieldColumns.sku ? 'sku' : result.fieldColumns.barcode ? 'barcode' : null;
  for (let i = 0; i < resolution.source.length; i++) {
    const notFound = sourceOf(resolution, i) === 'not-found';
    const conflict = resolution.details.get(i)?.conflict;
    if (!notFound && conflict === undefined) continue;
    if (notFound) result.errorCount++;
    else result.warningCount++;
    if (result.findings.length >= MAX_CODE_FINDINGS) continue;
    const at = sourceCellOf(result, i, field);
    const row = result.pkg.stocks[i]!;
    const sku = typeof row.sku === 'string' ? row.sku : null;
    const barcode = result.unsent.barcode?.[i] ?? null;
    result.findings.push({
      severity: notFound ? 'error' : 'warning',
      code: notFound ? 'code-not-found' : 'code-conflict',
      sheet: at?.sheet ?? null,
      row: at?.row ?? null,
      column: field === null ? null : (at?.column ?? null),
      header: field === null ? null : at?.header || null,
      field: 'nnt',
      value: sku ?? barcode,
      message: notFound
        ? `Row ${at?.row ?? i + 1}: no operator code (nnt). Neither the file, this store's links (pharmacy code ${sku ?? '—'}), the barcodes (${barcode ?? '—'}) nor your confirmations name the product: choose it on the codes screen, or ask the operator to link it.`
        : `Row ${at?.row ?? i + 1}: this store's link names product ${conflict!.linkNnt}, the barcode names ${conflict!.barcodeNnt}; the store link is used unless you choose otherwise.`,
    });
  }
}
