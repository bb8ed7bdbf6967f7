import type { CoreContext, CoreFeature } from '../core-context';
import { DeskError } from '../errors';
import { fetchSandboxDispersion } from './sandbox-dispersion';
import { createStockNameSearch } from './stock-name-search';
import { createStockSnapshotRepo } from './stock-snapshot-repo';
import { readPackage, reconcile } from './stock-reconcile';

/**
 * `since` of a pull when the user gives none: early enough to return everything the server
 * holds (it filters on the load date). Written with the Moscow offset, whose `+` must be
 * URL-encoded on the way (the API client does that).
 */
export const DEFAULT_SINCE = '2000-01-01T00:00:00+03:00';

/**
 * A read-back of 100,000 rows is tens of megabytes: a slow link that keeps moving may take long
 * (a generous ceiling), a stalled one ends when no byte came for a minute (the operator may
 * gather the rows for a while before its answer starts).
 */
const PULL_TIMEOUT_MS = 60 * 60_000;
const PULL_IDLE_MS = 60_000;

/** Stock read-back: pull the server's rows into a snapshot, page through it, reconcile a package against it. */
export function createStocksFeature(ctx: CoreContext): CoreFeature {
  const repo = createStockSnapshotRepo(ctx.db);
  const withNames = createStockNameSearch(ctx.db, () => ctx.ports.clock.now());
  const pulls = new Map<number, Promise<{ rowCount: number; pulledAt: string; since: string; withoutPrtId: number }>>();
  // After a big pull the sort indexes are built one per turn of the event loop, so a request
  // waits for at most one of them, and the manager's first sort or filter finds its index ready
  // (built on demand inside that click it cost 40–100 ms quiet, 200 ms on a busy PC).
  let indexing: ReturnType<typeof setTimeout> | undefined;
  // The sorted and filtered orders belong to the stock screen: let go a while after it was left.
  const orders = ctx.caches.hold('stock orders', () => repo.forgetOrders());
  const buildIndexes = () => {
    indexing = repo.buildNextIndex() ? setTimeout(buildIndexes, 0) : undefined;
  };

  const pull = async (profileId: number, since: string) => {
    const profile = ctx.profiles.require(profileId);
    const client = await ctx.clientFor(profileId);
    // Full JSON: the plain answer may omit prtId (the spec's sample does), and prtId is the key.
    const started = performance.now();
    const rows = await client.getStocks(since, { fullJson: true, timeoutMs: PULL_TIMEOUT_MS, idleMs: PULL_IDLE_MS });
    const fetched = performance.now();
    const pulledAt = ctx.ports.clock.now().toISOString();
    const result = repo.replace(profileId, rows, { pulledAt, since });
    // Where a slow read-back spends its time: the answer (server, transfer, parse, check) or the snapshot.
    ctx.ports.logger.log('info', 'Stock read back from the server', {
      profileId,
      storeId: profile.storeId,
      rows: result.rowCount,
      since,
      readMs: Math.round(fetched - started),
      storeMs: Math.round(performance.now() - fetched),
    });
    ctx.tablesChanged('stock_snapshots', 'stock_rows');
    // The answer's rows and buffers are garbage now: given back when the stock screen is left.
    ctx.caches.bigWorkDone();
    if (indexing === undefined) indexing = setTimeout(buildIndexes, 0);
    return { ...result, pulledAt, since };
  };

  return {
    close() {
      orders.drop();
      clearTimeout(indexing);
      indexing = undefined;
    },
    handlers: {
      'stocks:pull'({ profileId, since }) {
        // One pull per store at a time: a second click joins the running one.
        let running = pulls.get(profileId);
        if (!running) {
          running = pull(profileId, since ?? DEFAULT_SINCE).finally(() => pulls.delete(profileId));
          pulls.set(profileId, running);
        }
        return running;
      },

      'stocks:summary': ({ profileId }) => {
        ctx.profiles.require(profileId);
        return repo.summary(profileId);
      },

      'stocks:query': ({ profileId, offset, limit, sort, filter }) => {
        const profile = ctx.profiles.require(profileId);
        orders.touch();
        return { offset, ...repo.query(profileId, { offset, limit, sort, filter: withNames(profile, filter) }) };
      },

      'stocks:reconcile'({ profileId, fileName, text, kind }) {
        ctx.profiles.require(profileId);
        const snapshot = repo.summary(profileId);
        if (!snapshot) {
          throw new DeskError(
            'conflict',
            'The stock has not been read back from the server yet. Press "Pull from server" first, then compare.',
            {
              profileId,
              reason: 'no-snapshot',
            },
          );
        }
        const pkg = readPackage(text, fileName);
        return reconcile({
          fileName,
          kind: kind ?? 'full',
          packageDate: pkg.date,
          ours: pkg.rows,
          theirs: repo.all(profileId),
          snapshotPulledAt: snapshot.pulledAt,
        });
      },

      async 'stocks:sandbox-dispersion'({ profileId }) {
        const profile = ctx.profiles.require(profileId);
        if (!profile.isSandbox) {
          throw new DeskError(
            'conflict',
            `Store "${profile.name}" is on the operator's service: open its dispersion page in the browser instead.`,
            {
              profileId,
              reason: 'not-sandbox',
              name: profile.name,
            },
          );
        }
        const conn = await ctx.connections.resolve(profileId);
        return fetchSandboxDispersion(ctx.ports.fetch, conn.baseUrl, profile.storeId);
      },
    },
  };
}
