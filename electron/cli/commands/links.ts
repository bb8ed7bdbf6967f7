import type { CodeConfirmation, CodeSuggestion, ResolvedRow } from '@shared/ipc/channels/codes';
import type { CodeCounts } from '@shared/import/code-counts';
import { tableToCsv, type TableCell } from '@core/exports/table-file';
import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode } from '../exit-codes';
import { formatInstant } from '../format';
import { readInputFile } from '../read-input';
import type { Session } from '../session';
import { selectStore } from '../store-select';
import { fileNameOf, importFlags, mappingFromFlags, sourceLines, writeOutput } from './import-input';

/** The line of code counts by source (convert, upload, changes, links suggest). */
export function codeCountLines(s: Session, counts: CodeCounts | null | undefined): string[] {
  return counts ? [s.t.links.counts(counts)] : [];
}

/** A table as CSV (Russian Excel's `;` and BOM) or JSON, by the file's extension. */
function tableFile(path: string, header: readonly string[], rows: TableCell[][], data: unknown): string {
  if (/\.json$/i.test(path)) return `${JSON.stringify(data, null, 2)}\n`;
  return tableToCsv(
    header.map((h) => ({ header: h, width: 0 })),
    rows,
  );
}

/** Every row of a resolution the filter shows, page by page. */
async function allRows(s: Session, resolutionId: string, filter: 'not-found'): Promise<ResolvedRow[]> {
  const out: ResolvedRow[] = [];
  for (;;) {
    const page = await s.invoke('codes:rows', { resolutionId, filter, offset: out.length, limit: 1000 });
    out.push(...page.rows);
    if (page.rows.length === 0 || out.length >= page.total) return out;
  }
}

/** `links suggest FILE --out FILE.csv|.json`: products proposed for the rows without an operator code. */
export const linksSuggest: CommandDef = {
  name: 'links suggest',
  flags: { ...importFlags, out: 'string' },
  args: { names: ['ФАЙЛ'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const out = flag.str(flags, 'out');
    if (out === undefined) throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.links.needOut}`);
    const profile = await selectStore(s, flags);
    const mapping = await mappingFromFlags(s, flags);
    const file = await readInputFile(s, args[0]!);
    const resolved = await s.invoke('codes:resolve', {
      profileId: profile.id,
      fileName: fileNameOf(file.path),
      bytes: file.bytes,
      mapping,
    });
    const lines = [...sourceLines(s, fileNameOf(file.path), resolved), ...codeCountLines(s, resolved.counts)];
    const missing = await allRows(s, resolved.resolutionId, 'not-found');
    if (missing.length === 0)
      return { data: { counts: resolved.counts, rows: [] }, lines: [...lines, t.links.noneMissing] };
    const suggested = new Map<number, CodeSuggestion[]>();
    for (let i = 0; i < missing.length; i += 100) {
      const batch = await s.invoke('codes:suggest', {
        resolutionId: resolved.resolutionId,
        indexes: missing.slice(i, i + 100).map((r) => r.index),
      });
      for (const item of batch.items) suggested.set(item.index, item.suggestions);
    }
    const data = missing.map((r) => ({
      sourceRow: r.sourceRow,
      sku: r.sku,
      name: r.name,
      barcode: r.barcode,
      candidates: r.candidates,
      suggestions: suggested.get(r.index) ?? [],
    }));
    const rows: TableCell[][] = data.flatMap((r) => {
      const base: TableCell[] = [r.sourceRow, r.sku, r.name, r.barcode];
      if (r.suggestions.length === 0) return [[...base, null, null, null, null]];
      return r.suggestions.map((x) => [
        ...base,
        x.product.nnt,
        x.product.name,
        t.links.confidence[x.confidence] ?? x.confidence,
        x.matchedWords.join(' '),
      ]);
    });
    const written = await writeOutput(s, out, tableFile(out, t.links.suggestHeader, rows, data));
    lines.push(t.links.suggestWritten({ path: written, rows: missing.length }));
    return { data: { counts: resolved.counts, rows: data, out: written }, lines };
  },
};

/** `links confirmed [--export FILE]`: the store's confirmed codes. */
export const linksConfirmed: CommandDef = {
  name: 'links confirmed',
  flags: { export: 'string' },
  args: { names: [], min: 0, max: 0 },
  async run({ s, flags }) {
    const { t } = s;
    const profile = await selectStore(s, flags);
    const items: CodeConfirmation[] = [];
    for (;;) {
      const page = await s.invoke('codes:confirmations', { profileId: profile.id, offset: items.length, limit: 1000 });
      items.push(...page.items);
      if (page.items.length === 0 || items.length >= page.total) break;
    }
    const lines =
      items.length === 0
        ? [t.links.confirmedNone]
        : [
            t.links.confirmedTitle({ name: profile.name, n: items.length }),
            ...items.map((c) =>
              t.links.confirmedLine({
                sku: c.sku,
                nnt: c.nnt,
                product: c.productName,
                by: c.confirmedBy,
                at: formatInstant(c.confirmedAt, t),
                link: c.storeLinkNnt,
                overridden: c.overridden,
              }),
            ),
          ];
    const target = flag.str(flags, 'export');
    if (target !== undefined) {
      const rows: TableCell[][] = items.map((c) => [
        c.sku,
        c.nnt,
        c.productName,
        c.name,
        c.barcode,
        c.confirmedBy,
        c.confirmedAt,
        c.storeLinkNnt,
      ]);
      const written = await writeOutput(s, target, tableFile(target, t.links.confirmedHeader, rows, items));
      lines.push(t.links.exported({ path: written, rows: items.length }));
    }
    return { data: { profileId: profile.id, items }, lines };
  },
};
