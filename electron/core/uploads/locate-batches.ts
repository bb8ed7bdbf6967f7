import { DeskError } from '../errors';
import type { LedgerFiles } from './ledger-files';

/**
 * Where batch codes sit in an upload's kept file: `{ prtId → 1-based record number }` (the
 * record numbers the screens show). Codes not in the file are left out; a code written twice
 * maps to its first record. Used by the status-3 explanation (the operator names batch codes).
 */
export async function locateBatches(
  files: LedgerFiles,
  uploadId: number,
  prtIds: readonly string[],
): Promise<Record<string, number>> {
  const bytes = await files.read(uploadId);
  if (!bytes)
    throw new DeskError(
      'not-found',
      `The file of upload ${uploadId} is not kept (it was never sent, or it was removed after the retention period).`,
      { reason: 'file-not-kept', uploadId },
    );
  const wanted = new Set(prtIds);
  const found: Record<string, number> = {};
  const stocks = (JSON.parse(bytes.toString('utf8')) as { stocks?: unknown }).stocks;
  if (!Array.isArray(stocks)) return found;
  for (let i = 0; i < stocks.length && Object.keys(found).length < wanted.size; i++) {
    const raw = (stocks[i] as { prtId?: unknown } | null)?.prtId;
    const prtId = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
    if (prtId !== null && wanted.has(prtId) && !Object.hasOwn(found, prtId)) found[prtId] = i + 1;
  }
  return found;
}
