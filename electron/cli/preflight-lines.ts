import type { PreflightFinding, PreflightReport } from '@shared/ipc/channels/preflight';
import { findingParams } from '@shared/i18n/finding-wording';
import { formatInstant } from './format';
import type { CliStrings } from './strings/cli-strings';

/** One finding as a line: severity, row, batch, field, product, then the problem in plain words. */
export function findingLine(t: CliStrings, f: PreflightFinding): string {
  const p = t.preflight;
  const product = f.product ? f.product.label : f.nnt !== null ? p.product({ nnt: f.nnt }) : '';
  const text = t.wording(`findings.codes.${f.code}`, {
    ...findingParams(f.facts),
    defaultValue: t.import.unknownCode({ code: f.code }),
  });
  return p.line({
    severity: t.wording(`findings.severity.${f.severity}`),
    where: p.where({ row: f.row, prtId: f.prtId, field: f.field, product }),
    text,
  });
}

/** The dictionary check's part of `validate`: what could not be checked and why, the counts, the findings. */
export function preflightLines(t: CliStrings, storeName: string, report: PreflightReport, limit: number): string[] {
  const p = t.preflight;
  const lines = [p.title({ name: storeName })];
  for (const s of report.skipped) {
    const reason =
      (p.reasons[s.reason] ?? s.reason) +
      (s.reason === 'stale' && s.ageDays !== null ? p.age({ days: s.ageDays, max: s.staleAfterDays ?? 0 }) : '');
    const sync =
      s.syncAllowedNow || s.nextSyncAt === null ? p.syncNow : p.syncLater({ at: formatInstant(s.nextSyncAt, t) });
    lines.push(p.skipped({ dictionary: p.dictionaries[s.dictionary] ?? s.dictionary, reason, sync }));
  }
  const { error, warning, info } = report.counts;
  if (error + warning + info === 0) {
    lines.push(p.none);
    return lines;
  }
  lines.push(p.counts({ error, warning, info, rows: report.rows }));
  if (report.rejectionPredicted) lines.push(p.rejection);
  for (const f of report.findings) lines.push(findingLine(t, f));
  if (report.total > report.findings.length)
    lines.push(p.more({ n: report.total - report.findings.length, next: Math.min(1000, limit * 5) }));
  return lines;
}
