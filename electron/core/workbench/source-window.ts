import type { PackageView } from './package-view';

export interface SourceLine {
  line: number;
  text: string;
  startColumn: number;
  length: number;
}

/** Lines `fromLine`..`toLine` (clamped to the file, at most `maxLines`), each cut to `maxChars` from `fromColumn`. */
export function sourceWindow(
  view: PackageView,
  fromLine: number,
  toLine: number,
  fromColumn: number,
  maxChars: number,
  maxLines: number,
): { totalLines: number; lines: SourceLine[] } {
  const first = Math.min(Math.max(1, fromLine), view.lineCount);
  const last = Math.min(view.lineCount, Math.max(first, toLine), first + maxLines - 1);
  const lines: SourceLine[] = [];
  for (let line = first; line <= last; line++) {
    const full = view.lineText(line);
    const from = Math.min(fromColumn - 1, full.length);
    lines.push({ line, text: full.slice(from, from + maxChars), startColumn: from + 1, length: full.length });
  }
  return { totalLines: view.lineCount, lines };
}
