import type { CoreContext, CoreFeature } from '../core-context';
import { countCodes } from '../codes/code-resolver';
import type { CodesService } from '../codes/codes-service';
import { DeskError } from '../errors';
import { fileSourceBytes } from '../files/read-file-ref';
import { randomUUID } from 'node:crypto';
import { changesBases, type KeptUploadFiles } from './changes-base';
import { buildChanges, type ChangesResult } from './changes-generator';
import { checkConverted, packageBytes, packageFileName } from './converted-check';
import type { ConvertResult } from './import-convert';
import { createMappingRepo } from './mapping-repo';
import { readInWorker } from './worker/read-in-worker';

/** Findings sent with an answer; the rest are counted. */
const SHOWN_FINDINGS = 500;
/** Rows of a changes preview sent with its first answer; the table pages the rest. */
const FIRST_CHANGE_ROWS = 200;
/** Changes previews kept for paging (each holds a whole package). */
const KEPT_CHANGES = 3;

const changeRows = (changes: ChangesResult, offset: number, limit: number) =>
  changes.rows.slice(offset, offset + limit).map((row, i) => ({ ...changes.kinds[offset + i]!, row }));

const view = (result: ConvertResult) => ({
  info: result.info,
  mapping: result.mapping,
  preview: result.preview,
  previewSourceRows: Array.from(result.sourceRows.subarray(0, result.preview.length)),
  findings: result.findings.slice(0, SHOWN_FINDINGS),
  errorCount: result.errorCount,
  warningCount: result.warningCount,
});

/** Import: read and convert CSV/XLSX/XLS/DBF stock lists (each read in a bounded worker), keep each store's mapping, build changes packages. */
export function createImportFeature(
  ctx: CoreContext,
  options: { keptFiles: KeptUploadFiles; codes?: CodesService },
): CoreFeature {
  const mappings = createMappingRepo(ctx.db);
  const bases = changesBases(ctx.db, options.keptFiles);
  const kept = new Map<string, ChangesResult>();
  const now = () => ctx.ports.clock.now();

  return {
    handlers: {
      async 'import:read-file'({ fileName, mapping, ...source }) {
        const bytes = await fileSourceBytes(ctx.ports.files, source);
        return view(
          await readInWorker({ kind: 'convert', fileName, bytes, options: { mapping, now: now(), maxRows: 20 } }),
        );
      },

      async 'import:convert'({ fileName, mapping, packageDate, ...source }) {
        const bytes = await fileSourceBytes(ctx.ports.files, source);
        const result = await readInWorker({
          kind: 'convert',
          fileName,
          bytes,
          options: { mapping, now: now(), packageDate: packageDate === undefined ? undefined : new Date(packageDate) },
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
        ctx.profiles.require(profileId);
        return mappings.get(profileId);
      },

      'import:save-mapping': ({ profileId, mapping }) => {
        ctx.profiles.require(profileId);
        const savedAt = mappings.save(profileId, mapping, now());
        ctx.tablesChanged('import_mappings');
        return { savedAt };
      },

      async 'import:changes-preview'({ profileId, fileName, mapping, against, packageDate, ...source }) {
        ctx.profiles.require(profileId);
        const bytes = await fileSourceBytes(ctx.ports.files, source);
        const base = await bases[against].load(profileId);
        const result = await readInWorker({
          kind: 'stock-list',
          fileName,
          bytes,
          options: {
            mapping: mapping ?? mappings.get(profileId) ?? undefined,
            now: now(),
            packageDate: packageDate === undefined ? undefined : new Date(packageDate),
            codesResolvedLater: options.codes !== undefined,
          },
        });
        // A CSV/XLSX list finds its rows' codes as the codes screen does; a JSON package is taken as it is.
        const codes =
          options.codes !== undefined && result.info.format !== 'json'
            ? countCodes(options.codes.resolve(profileId, result))
            : null;
        const changes = buildChanges(result.pkg.stocks, base.rows);
        const pkg = { date: result.pkg.date, stocks: changes.rows };
        const changesId = randomUUID();
        kept.set(changesId, changes);
        while (kept.size > KEPT_CHANGES) kept.delete(kept.keys().next().value!);
        return {
          ...view(result),
          counts: changes.counts,
          codes,
          rows: changeRows(changes, 0, FIRST_CHANGE_ROWS),
          changesId,
          baseTakenAt: base.takenAt,
          newerUpload: base.newerUpload,
          packageFileName: packageFileName(fileName).replace(/\.json$/, '-changes.json'),
          packageBytes: new Uint8Array(Buffer.from(JSON.stringify(pkg), 'utf8')),
        };
      },

      'import:changes-rows'({ changesId, offset, limit }) {
        const changes = kept.get(changesId);
        if (changes === undefined)
          throw new DeskError(
            'not-found',
            'This changes preview is no longer held (newer ones were made since, or the app restarted). Build it again.',
            { reason: 'changes-expired', changesId },
          );
        return { total: changes.rows.length, rows: changeRows(changes, offset, limit) };
      },
    },
  };
}
