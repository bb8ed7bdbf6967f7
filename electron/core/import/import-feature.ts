import type { CoreContext, CoreFeature } from '../core-context';
import { DeskError } from '../errors';
import { loadChangesBase } from './changes-base';
import { buildChanges } from './changes-generator';
import { checkConverted, packageBytes, packageFileName } from './converted-check';
import { convertStockFile, type ConvertResult } from './import-convert';
import { createMappingRepo } from './mapping-repo';

/** Findings sent with an answer; the rest are counted. */
const SHOWN_FINDINGS = 500;

const view = (result: ConvertResult) => ({
  info: result.info,
  mapping: result.mapping,
  preview: result.preview,
  previewSourceRows: Array.from(result.sourceRows.subarray(0, result.preview.length)),
  findings: result.findings.slice(0, SHOWN_FINDINGS),
  errorCount: result.errorCount,
  warningCount: result.warningCount,
});

/** Import: read and convert CSV/XLSX stock lists, keep each store's mapping, build changes packages. */
export function createImportFeature(ctx: CoreContext): CoreFeature {
  const mappings = createMappingRepo(ctx.db);
  const now = () => ctx.ports.clock.now();
  const mustGet = (profileId: number) => {
    if (!ctx.profiles.get(profileId))
      throw new DeskError('not-found', `There is no store profile with id ${profileId}; it may have been removed.`, {
        profileId,
      });
  };

  return {
    handlers: {
      async 'import:read-file'({ bytes, mapping }) {
        return view(await convertStockFile(bytes, { mapping, now: now(), maxRows: 20 }));
      },

      async 'import:convert'({ fileName, bytes, mapping, packageDate }) {
        const result = await convertStockFile(bytes, {
          mapping,
          now: now(),
          packageDate: packageDate === undefined ? undefined : new Date(packageDate),
        });
        const checked = checkConverted(result, fileName, now());
        return {
          ...view(result),
          findings: checked.findings.slice(0, SHOWN_FINDINGS),
          errorCount: checked.errorCount,
          warningCount: checked.warningCount,
          packageFileName: packageFileName(fileName),
          packageBytes: new Uint8Array(packageBytes(result)),
          rows: result.pkg.stocks.length,
        };
      },

      'import:load-mapping': ({ profileId }) => {
        mustGet(profileId);
        return mappings.get(profileId);
      },

      'import:save-mapping': ({ profileId, mapping }) => {
        mustGet(profileId);
        const savedAt = mappings.save(profileId, mapping, now());
        ctx.tablesChanged('import_mappings');
        return { savedAt };
      },

      async 'import:changes-preview'({ profileId, fileName, bytes, mapping, against }) {
        mustGet(profileId);
        const base = loadChangesBase(ctx.db, profileId, against);
        const result = await convertStockFile(bytes, {
          mapping: mapping ?? mappings.get(profileId) ?? undefined,
          now: now(),
        });
        const changes = buildChanges(result.pkg.stocks, base.rows);
        const pkg = { date: result.pkg.date, stocks: changes.rows };
        return {
          ...view(result),
          counts: changes.counts,
          rows: changes.rows.slice(0, 200).map((row, i) => ({ ...changes.kinds[i]!, row })),
          baseTakenAt: base.takenAt,
          newerUpload: base.newerUpload,
          packageFileName: packageFileName(fileName).replace(/\.json$/, '-changes.json'),
          packageBytes: new Uint8Array(Buffer.from(JSON.stringify(pkg), 'utf8')),
        };
      },
    },
  };
}
