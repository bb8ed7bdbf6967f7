import type { FindingSeverity, PreflightCode, SkippedChecks } from '@shared/ipc/channels/preflight';
import type { createDictionaryFacts } from './dictionary-facts';
import type { Readiness } from './dictionary-readiness';
import type { PreflightSettings } from './preflight-settings';
import { checkRow, rowNnt, severityOf, type RawFinding } from './row-checks';

/** A whole preflight run, kept in memory while its preview is: the screens page its findings. */
export interface PreflightRun {
  rows: number;
  /** Errors first, then warnings, then notes; by row within each. */
  findings: RawFinding[];
  counts: Record<FindingSeverity, number>;
  byCode: { code: PreflightCode; severity: FindingSeverity; count: number }[];
  rejectionPredicted: boolean;
  unknownNnt: { rows: number; share: number; allowedShare: number | null };
  skipped: SkippedChecks[];
}

export interface RunInput {
  /** The package's `stocks` (rows that are not objects are skipped: the schema check reports them). */
  rows: readonly unknown[];
  src: number;
  storeId: string;
  facts: ReturnType<typeof createDictionaryFacts>;
  readiness: Readiness;
  settings: PreflightSettings;
  now: Date;
}

const rank: Record<FindingSeverity, number> = { error: 0, warning: 1, info: 2 };

/** Checks every row against the local dictionaries and predicts the operator's verdict on the package. */
export function runPreflight(input: RunInput): PreflightRun {
  const { rows, settings, readiness } = input;
  const isRow = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r);
  let goods = null;
  if (readiness.goods) {
    const codes = new Set<number>();
    for (const row of rows) {
      const nnt = isRow(row) ? rowNnt(row) : null;
      if (nnt !== null) codes.add(nnt);
    }
    goods = input.facts.goods(input.src, [...codes]);
  }
  const links = readiness.links ? input.facts.links(input.src, input.storeId) : null;
  const ctx = { goods, links, settings, nowMs: input.now.getTime(), expiryCache: new Map<string, number>() };

  const findings: RawFinding[] = [];
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if (isRow(row)) checkRow(row, i, ctx, findings);
  }

  const unknownRows = findings.reduce((n, f) => (f.code === 'unknown-nnt' ? n + 1 : n), 0);
  const share = rows.length === 0 ? 0 : unknownRows / rows.length;
  const allowed = settings.unknownNntRejectShare;
  if (goods && allowed !== null && share > allowed) {
    findings.push({
      row: null,
      prtId: null,
      field: 'nnt',
      nnt: null,
      severity: severityOf['unknown-share-exceeded'],
      code: 'unknown-share-exceeded',
      facts: {
        unknownRows,
        rows: rows.length,
        sharePercent: round1(share * 100),
        allowedPercent: round1(allowed * 100),
      },
    });
  }
  // Errors, warnings, notes, each in document order (found in row order already; no sort needed).
  const ordered = [
    ...findings.filter((f) => f.row === null),
    ...(['error', 'warning', 'info'] as const).flatMap((s) =>
      findings.filter((f) => f.row !== null && f.severity === s),
    ),
  ];

  const counts: Record<FindingSeverity, number> = { error: 0, warning: 0, info: 0 };
  const byCode = new Map<PreflightCode, number>();
  for (const f of ordered) {
    counts[f.severity]++;
    byCode.set(f.code, (byCode.get(f.code) ?? 0) + 1);
  }
  return {
    rows: rows.length,
    findings: ordered,
    counts,
    byCode: [...byCode]
      .map(([code, count]) => ({ code, severity: severityOf[code], count }))
      .sort((a, b) => rank[a.severity] - rank[b.severity] || b.count - a.count),
    rejectionPredicted: counts.error > 0,
    unknownNnt: { rows: unknownRows, share, allowedShare: allowed },
    skipped: readiness.skipped,
  };
}

const round1 = (n: number): number => Math.round(n * 10) / 10;
