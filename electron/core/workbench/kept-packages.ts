import type { HeldCache, ScreenCaches } from '../memory/screen-caches';
import type { LedgerFiles } from '../uploads/ledger-files';
import { preparePackage } from '../uploads/package-check';
import type { WorkbenchPackage } from './workbench-feature';

/**
 * The kept file of an upload, read and checked once for the workbench: a 100,000-row file is
 * parsed once, not on every window the grid asks for. The last `capacity` uploads stay held
 * (least recently used dropped first), like the previews; one whose screen was left a while ago
 * is let go (the screens' keeper), and read from disk again when asked for.
 */
export function createKeptPackages(
  files: Pick<LedgerFiles, 'read'>,
  now: () => Date,
  capacity = 2,
  caches?: ScreenCaches,
): (uploadId: number) => Promise<WorkbenchPackage | null> {
  const held = new Map<number, { pkg: Promise<WorkbenchPackage | null>; cache?: HeldCache }>();
  const forget = (uploadId: number) => {
    held.get(uploadId)?.cache?.drop();
    held.delete(uploadId);
  };
  return (uploadId) => {
    let entry = held.get(uploadId);
    if (entry) {
      held.delete(uploadId);
      entry.cache?.touch();
    } else {
      const pkg = files
        .read(uploadId)
        .then((bytes) => (bytes ? preparePackage(`upload-${uploadId}.json`, bytes, now()) : null));
      const made = { pkg, cache: caches?.hold(`kept upload ${uploadId}`, () => forget(uploadId)) };
      made.cache?.touch();
      entry = made;
      // A failed read is not held: the next request tries again.
      pkg.catch(() => held.get(uploadId) === made && forget(uploadId));
    }
    held.set(uploadId, entry);
    while (held.size > capacity) forget(held.keys().next().value!);
    return entry.pkg;
  };
}
