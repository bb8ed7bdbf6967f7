import { formatMoscowWhen } from '@shared/i18n/when';
import type { CliStrings } from './strings/cli-strings';

/** A size for people: bytes, KB or MB. */
export function formatSize(t: CliStrings, bytes: number): string {
  if (bytes < 1024) return t.common.bytes({ n: bytes });
  if (bytes < 1024 * 1024) return t.common.kib({ n: (bytes / 1024).toFixed(1) });
  return t.common.mib({ n: (bytes / 1048576).toFixed(1) });
}

/** A duration for people: "1 ч", "59 мин 59 с". */
export function formatDuration(t: CliStrings, totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(t.common.hours({ n: h }));
  if (m > 0) parts.push(t.common.minutes({ n: m }));
  if (sec > 0 || parts.length === 0) parts.push(t.common.seconds({ n: sec }));
  return parts.join(' ');
}

/**
 * An instant as a person reads it, in the operator's Moscow time without seconds:
 * "27.11.2026 в 01:52 МСК" — the same words the screen uses (shared/i18n/when.ts).
 */
export function formatInstant(iso: string | null | undefined, t: CliStrings): string {
  return iso ? formatMoscowWhen(iso, t.language) : t.common.none;
}

/** Columns aligned with spaces; the last column is not padded. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string[] {
  const all = [headers, ...rows];
  const widths = headers.map((_, col) => Math.max(...all.map((row) => (row[col] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, col) => (col === row.length - 1 ? cell : cell.padEnd(widths[col] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '─'.repeat(w))), ...rows.map(line)];
}
