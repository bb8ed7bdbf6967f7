import type { CodeProduct } from '@shared/ipc/channels/codes';
import type { EventPayload } from '@shared/ipc/contract';
import { codeFindingText } from '@shared/i18n/code-finding';
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
import { wordingT } from '../wording/wording-t';

/** Findings one resolution adds at most (all are counted). */
const MAX_CODE_FINDINGS = 10_000;

/** Operator codes for a store's imported rows: lookups, confirmations, products, suggestions. */
export function createCodesService(ctx: CoreContext) {
  const state = createSyncStateRepo(ctx.db, () => ctx.ports.clock.now());
  const lookups = createCodeLookups(ctx.db);
  const confirmations = createConfirmationsRepo(ctx.db);
  const products = createCodeProducts(ctx.db);

  /** The store's operator (dictionary source id) and its GUID as goods_links keep it. */
  const storeOf = (profileId: number) => {
    const profile = ctx.profiles.get(profileId);
    if (!profile)
      throw new DeskError('not-found', `There is no store profile with id ${profileId}; it may have been removed.`, {
        reason: 'profile-not-found',
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
    products,
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
      // The two products of each conflict, named from the dictionary with this store's last price.
      const conflicting = [...resolution.details.values()].flatMap((d) =>
        d.conflict ? [d.conflict.linkNnt, d.conflict.barcodeNnt] : [],
      );
      addCodeFindings(result, resolution, products.products(src, profileId, conflicting));
      return resolution;
    },
  };
}
export type CodesService = ReturnType<typeof createCodesService>;

/** The code findings of a resolution, located at the row's sku (else barcode) cell, with the facts they are worded from. */
function addCodeFindings(result: ConvertResult, resolution: Resolution, products: Map<number, CodeProduct>): void {
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
    const code = notFound ? 'code-not-found' : 'code-conflict';
    const params = notFound ? notFoundParams(sku, barcode) : conflictParams(conflict!, products, row.prcRet);
    const worded = codeFindingText(code, params)!;
    result.findings.push({
      severity: notFound ? 'error' : 'warning',
      code,
      sheet: at?.sheet ?? null,
      row: at?.row ?? null,
      column: field === null ? null : (at?.column ?? null),
      header: field === null ? null : at?.header || null,
      field: 'nnt',
      value: sku ?? barcode,
      params,
      // English for logs and --json, from the same table the screen and the CLI word it with.
      message: wordingT('en')(worded.key, worded.params),
    });
  }
}

function notFoundParams(sku: string | null, barcode: string | null): Record<string, string | number> {
  return { ...(sku === null ? {} : { sku }), ...(barcode === null ? {} : { barcode }) };
}

function conflictParams(
  conflict: { linkNnt: number; barcodeNnt: number },
  products: Map<number, CodeProduct>,
  rowPrice: unknown,
): Record<string, string | number> {
  const link = products.get(conflict.linkNnt);
  const bar = products.get(conflict.barcodeNnt);
  return {
    linkNnt: conflict.linkNnt,
    barcodeNnt: conflict.barcodeNnt,
    ...(link?.name ? { linkName: link.name } : {}),
    ...(bar?.name ? { barcodeName: bar.name } : {}),
    ...(typeof link?.knownPrice === 'number' ? { linkPrice: link.knownPrice } : {}),
    ...(typeof bar?.knownPrice === 'number' ? { barcodePrice: bar.knownPrice } : {}),
    ...(typeof rowPrice === 'number' ? { rowPrice } : {}),
  };
}
