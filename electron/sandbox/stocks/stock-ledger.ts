/** One stored stock row: the uploaded fields plus what the service adds on load. */
export interface StoredStockRow {
  prtId: string;
  /** Upload fields of 2.3 (and the extra ones clients send), as received, dates normalized. */
  fields: Readonly<Record<string, unknown>>;
  /** The package's `date`. */
  stkDate: string;
  loadDate: Date;
  /** Row version: a global counter, bumped on every write. */
  rv: number;
}

/** In-memory stock of every store, keyed by lower-case store GUID. */
export interface StockLedger {
  rows(storeId: string): StoredStockRow[];
  /** Full upload: everything of the store is deleted, then the package written. */
  replaceAll(storeId: string, rows: readonly Record<string, unknown>[], stkDate: string, loadDate: Date): void;
  /** Changes upload: upsert by prtId. */
  upsert(storeId: string, rows: readonly Record<string, unknown>[], stkDate: string, loadDate: Date): void;
  /** DELETE: all stock gone, and changes are refused until the next full upload is accepted. */
  deleteAll(storeId: string): void;
  needsFullUpload(storeId: string): boolean;
  /** A full upload meant to follow a DELETE ended in status 3: changes are refused again (rows untouched). */
  requireFullUpload(storeId: string): void;
  /** A full upload was accepted: changes may follow it. */
  fullUploadAccepted(storeId: string): void;
  storeIds(): string[];
}

/** Creates an empty ledger. */
export function createStockLedger(): StockLedger {
  const stores = new Map<string, Map<string, StoredStockRow>>();
  const deleted = new Set<string>();
  let version = 0;

  const storeRows = (storeId: string): Map<string, StoredStockRow> => {
    const key = storeId.toLowerCase();
    let rows = stores.get(key);
    if (!rows) {
      rows = new Map();
      stores.set(key, rows);
    }
    return rows;
  };
  const write = (
    target: Map<string, StoredStockRow>,
    rows: readonly Record<string, unknown>[],
    stkDate: string,
    loadDate: Date,
  ): void => {
    for (const fields of rows) {
      const prtId = String(fields.prtId);
      version += 1;
      // Re-inserting moves the row to the end, so rows() stays in row-version order.
      target.delete(prtId);
      target.set(prtId, { prtId, fields: { ...fields }, stkDate, loadDate, rv: version });
    }
  };

  return {
    rows: (storeId) => [...(stores.get(storeId.toLowerCase())?.values() ?? [])],
    replaceAll(storeId, rows, stkDate, loadDate) {
      const target = storeRows(storeId);
      target.clear();
      write(target, rows, stkDate, loadDate);
    },
    upsert(storeId, rows, stkDate, loadDate) {
      write(storeRows(storeId), rows, stkDate, loadDate);
    },
    deleteAll(storeId) {
      storeRows(storeId).clear();
      deleted.add(storeId.toLowerCase());
    },
    needsFullUpload: (storeId) => deleted.has(storeId.toLowerCase()),
    requireFullUpload(storeId) {
      deleted.add(storeId.toLowerCase());
    },
    fullUploadAccepted(storeId) {
      deleted.delete(storeId.toLowerCase());
    },
    storeIds: () => [...stores.keys()],
  };
}
