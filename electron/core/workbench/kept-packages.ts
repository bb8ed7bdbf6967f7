import type { LedgerFiles } from '../uploads/ledger-files';
import { preparePackage } from '../uploads/package-check';
import type { WorkbenchPackage } from './workbench-feature';

/**
 * The kept file of an upload, read and checked once for the workbench: a 100,000-row file is
 * parsed once, not on every window the grid asks for. The last `capacity` uploads stay held
 * (least recently used dropped first), like the previews.
 */
export function createKeptPackages(
  files: Pick<LedgerFiles, 'read'>,
  now: () => Date,
  capacity = 2,
): (uploadId: number) => Promise<WorkbenchPackage | null> {
  const held = new Map<number, Promise<WorkbenchPackage | null>>();
  return (uploadId) => {
    let pkg = held.get(uploadId);
    if (pkg) {
      held.delete(uploadId);
    } else {
      pkg = files
        .read(uploadId)
        .then((bytes) => (bytes ? preparePackage(`upload-${uploadId}.json`, bytes, now()) : null));
      // A failed read is not held: the next request tries again.
      pkg.catch(() => held.delete(uploadId));
    }
    held.set(uploadId, pkg);
    while (held.size > capacity) held.delete(held.keys().next().value!);
    return pkg;
  };
}
