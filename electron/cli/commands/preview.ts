import { basename } from 'node:path';
import type { FilePreview, PackageCheck, PackageError } from '@shared/ipc/channels/uploads';
import { formatInstant, formatSize } from '../format';
import { readInputFile } from '../read-input';
import type { Session } from '../session';

/** Reads a stock file and has core check it (uploads:preview-file), exactly as the app's upload screen does. */
export async function previewFile(s: Session, path: string): Promise<{ path: string; preview: FilePreview }> {
  const file = await readInputFile(s, path);
  const preview = await s.invoke('uploads:preview-file', {
    fileName: basename(file.path),
    // The bytes as on disk: core judges the encoding, as it does for the app's file picker.
    bytes: file.bytes,
  });
  return { path: file.path, preview };
}

/** Up to `limit` errors of a check: the first ones come with it, more are paged from core. */
export async function errorsOf(
  s: Session,
  check: PackageCheck,
  source: { type: 'preview'; previewId: string; origin: 'local' | 'server' } | { type: 'upload'; uploadId: number },
  limit: number,
): Promise<PackageError[]> {
  // A valid check may still list warnings.
  if (check.listedCount === 0) return [];
  if (
    source.type === 'preview' &&
    (limit <= check.firstErrors.length || check.firstErrors.length >= check.listedCount)
  ) {
    return check.firstErrors.slice(0, limit);
  }
  const items: PackageError[] = [];
  while (items.length < limit) {
    const page = await s.invoke('uploads:list-errors', {
      source,
      offset: items.length,
      limit: Math.min(1000, limit - items.length),
    });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) break;
  }
  return items;
}

/** The file's description line(s). */
export function fileLines(s: Session, preview: FilePreview): string[] {
  const { t } = s;
  const lines = [
    t.check.file({
      name: preview.fileName,
      rows: preview.rows === null ? '?' : String(preview.rows),
      size: formatSize(t, preview.bytes),
      sha: preview.sha256,
    }),
  ];
  if (preview.packageDate) lines.push(t.check.packageDate({ date: formatInstant(preview.packageDate, t) }));
  const { notice, name } = preview.encoding;
  if (notice === 'bom-removed') lines.push(t.check.encoding['bom-removed']);
  if (notice === 'converted') lines.push(t.check.encoding.converted({ from: t.check.encoding.names[name] ?? name }));
  return lines;
}

/** What --json says about the file. */
export function fileData(path: string, preview: FilePreview) {
  return {
    path,
    fileName: preview.fileName,
    bytes: preview.bytes,
    sha256: preview.sha256,
    encoding: preview.encoding,
    rows: preview.rows,
    packageDate: preview.packageDate,
  };
}
