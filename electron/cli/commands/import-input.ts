import { readFile, writeFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { ImportFindingView } from '@shared/ipc/channels/import';
import { codeFindingText } from '@shared/i18n/code-finding';
import { plainIssue, wordIssue } from '@shared/i18n/zod-issue';
import {
  csvDelimiterSchema,
  importMappingSchema,
  textEncodingSchema,
  type ImportMapping,
} from '@shared/import/import-mapping';
import { columnLetter } from '@core/import/import-findings';
import { flag, type FlagSpec, type FlagValues } from '../args';
import { reasonText } from '../check-render';
import { CliError } from '../cli-error';
import { ExitCode } from '../exit-codes';
import { positiveInt, readInputFile } from '../read-input';
import type { Session } from '../session';
import { previewFile } from './preview';

/** Flags that say how to read a CSV/XLSX file (shared by convert, upload and changes). */
export const importFlags: FlagSpec = {
  mapping: 'string',
  sheet: 'string',
  encoding: 'string',
  delimiter: 'string',
  'header-row': 'string',
};

/** True when a file is to be converted first: a CSV, text or Excel file, or any file with --mapping. */
export function needsConversion(path: string, flags: FlagValues): boolean {
  return flag.str(flags, 'mapping') !== undefined || /\.(csv|txt|tsv|xlsx|xlsm|xls|dbf)$/i.test(path);
}

const usage = (s: Session, text: string) => new CliError(ExitCode.usage, 'usage', `${s.t.errors.prefix}${text}`);

/** The mapping from --mapping FILE, with --sheet, --encoding, --delimiter and --header-row on top. */
export async function mappingFromFlags(s: Session, flags: FlagValues): Promise<ImportMapping | undefined> {
  const { t } = s;
  let mapping: ImportMapping | undefined;
  const file = flag.str(flags, 'mapping');
  if (file !== undefined) {
    const path = resolve(s.io.cwd, file);
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(path, 'utf8'));
    } catch (error) {
      throw usage(s, t.import.badMapping({ path, reason: (error as Error).message }));
    }
    const parsed = importMappingSchema.safeParse(raw);
    if (!parsed.success)
      throw usage(
        s,
        t.import.badMapping({
          path,
          reason: parsed.error.issues
            .map((i) => wordIssue((key, params) => t.wording(key, params), t.language, plainIssue(i)))
            .join('; '),
        }),
      );
    mapping = parsed.data;
  }
  const overrides: Partial<ImportMapping> = {};
  const sheet = flag.str(flags, 'sheet');
  if (sheet !== undefined) overrides.sheet = /^\d+$/.test(sheet) ? positiveInt(s, sheet, '--sheet', 1) : sheet;
  const headerRow = flag.str(flags, 'header-row');
  if (headerRow !== undefined) overrides.headerRow = positiveInt(s, headerRow, '--header-row', 1);
  const encoding = flag.str(flags, 'encoding');
  if (encoding !== undefined) {
    const parsed = textEncodingSchema.safeParse(
      encoding
        .toLowerCase()
        .replace(/^cp866$/, 'ibm866')
        .replace(/^cp1251$/, 'windows-1251'),
    );
    if (!parsed.success)
      throw usage(
        s,
        t.import.badOption({ flag: '--encoding', value: encoding, allowed: textEncodingSchema.options.join(', ') }),
      );
    overrides.encoding = parsed.data;
  }
  const delimiter = flag.str(flags, 'delimiter');
  if (delimiter !== undefined) {
    const value = delimiter === 'tab' || delimiter === '\\t' ? '\t' : delimiter;
    const parsed = csvDelimiterSchema.safeParse(value);
    if (!parsed.success)
      throw usage(s, t.import.badOption({ flag: '--delimiter', value: delimiter, allowed: '; , tab' }));
    overrides.delimiter = parsed.data;
  }
  if (mapping === undefined && Object.keys(overrides).length === 0) return undefined;
  return { version: 1, columns: {}, ...mapping, ...overrides };
}

/** What the source was read as, and the mapping used. */
export function sourceLines(s: Session, name: string, result: { info: ReadInfo; mapping: ImportMapping }): string[] {
  const { t } = s;
  const { info, mapping } = result;
  const lines = [
    t.import.source({
      name,
      format: info.format.toUpperCase(),
      encoding: info.encoding,
      guessed: info.encodingGuessed,
      delimiter: info.delimiter === '\t' ? 'tab' : info.delimiter,
      sheet: info.sheet,
      sheets: info.sheets.join(', '),
      headerRow: info.headerRow === null ? '?' : String(info.headerRow),
      rows: info.dataRows,
      totals: info.droppedTotals,
    }),
    t.import.mappingTitle,
  ];
  for (const [field, header] of Object.entries(mapping.columns))
    lines.push(t.import.mappingLine({ field, header: header! }));
  return lines;
}

type ReadInfo = {
  format: string;
  encoding: string | null;
  encodingGuessed: boolean;
  delimiter: string | null;
  sheet: string | null;
  sheets: string[];
  headerRow: number | null;
  dataRows: number;
  droppedTotals: number;
};

/** Findings, located in the source, up to `limit` lines. */
export function findingLines(
  s: Session,
  found: { findings: ImportFindingView[]; errorCount: number; warningCount: number },
  limit = 20,
): string[] {
  const { t } = s;
  if (found.errorCount + found.warningCount === 0) return [];
  const lines = [t.import.findingsTitle({ errors: found.errorCount, warnings: found.warningCount })];
  for (const f of found.findings.slice(0, limit)) {
    const where = t.import.where({
      sheet: f.sheet,
      row: f.row,
      column: f.column === null ? null : f.sheet !== null ? columnLetter(f.column) : String(f.column),
      header: f.header,
      // A field's value with no column behind it: say so instead of naming a column it did not come from.
      unmapped: f.column === null && f.row !== null && f.field !== null,
    });
    // Package-check findings in the package error table's words (shared/i18n); the rest by their code.
    const coded = codeFindingText(f.code, f.params);
    const text =
      f.code === 'package-check' && f.reasons
        ? f.reasons.map((r) => reasonText(t, r)).join('; ')
        : coded
          ? t.wording(coded.key, coded.params)
          : (t.import.codes[f.code] ?? t.import.unknownCode({ code: f.code }));
    const severity = f.severity === 'warning' ? `${t.check.warningMark}: ` : '';
    lines.push(
      t.import.findingLine({ where, text: severity + t.import.fieldValue({ field: f.field, text, value: f.value }) }),
    );
  }
  const more = found.errorCount + found.warningCount - Math.min(limit, found.findings.length);
  if (more > 0) lines.push(t.import.more({ n: more }));
  return lines;
}

/** Writes bytes to a path the user named (relative to the working folder). */
export async function writeOutput(s: Session, path: string, bytes: Uint8Array | string): Promise<string> {
  const full = resolve(s.io.cwd, path);
  try {
    await writeFile(full, bytes);
  } catch (error) {
    throw new CliError(ExitCode.usage, 'file-unwritable', `${s.t.errors.prefix}${full}: ${(error as Error).message}`, {
      path: full,
    });
  }
  return full;
}

export const fileNameOf = (path: string) => basename(path);

/**
 * The upload preview of a file the user named: a JSON package as is, a CSV/XLSX stock list
 * converted first with its rows' operator codes found for the store (its findings and the codes'
 * sources shown; any error stops before sending).
 */
export async function previewStockInput(s: Session, path: string, flags: FlagValues, profileId: number) {
  if (!needsConversion(path, flags)) return previewFile(s, path);
  const mapping = await mappingFromFlags(s, flags);
  const file = await readInputFile(s, path);
  const result = await s.invoke('codes:resolve', {
    profileId,
    fileName: fileNameOf(file.path),
    bytes: file.bytes,
    mapping,
    withPackage: true,
  });
  for (const line of [
    ...sourceLines(s, fileNameOf(file.path), result),
    s.t.links.counts(result.counts),
    ...findingLines(s, result),
  ])
    s.out.note(line);
  if (result.errorCount > 0 || result.package === null)
    throw new CliError(ExitCode.invalid, 'validation-failed', `${s.t.errors.prefix}${s.t.import.uploadStopped}`, {
      errorCount: result.errorCount,
      findings: result.findings,
      codes: result.counts,
    });
  const preview = await s.invoke('uploads:preview-file', {
    fileName: result.package.fileName,
    bytes: result.package.bytes,
  });
  return { path: file.path, preview };
}
