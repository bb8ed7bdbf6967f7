import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { appEvents } from '@shared/ipc/channels/app';
import { invalidateTables, queryKeys } from './query-keys';

describe('typed invalidation', () => {
  it('refetches exactly the queries reading the changed tables', async () => {
    const client = new QueryClient();
    const seed = (key: readonly unknown[]) => client.setQueryData(key, 1);
    seed(queryKeys.stockSummary(1));
    seed([...queryKeys.stockRows(1, null, {}), 0]);
    seed([...queryKeys.dictionaryRows('goods_normalized', 1, null, ''), 0]);
    seed(queryKeys.goodsSearch(1, 'аспирин'));
    seed(queryKeys.webhookKey(1));

    invalidateTables(client, ['stock_rows', 'dict_goods_normalized']);
    const stale = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['dict_goods_normalized', 'dict_goods_normalized', 'stock_rows']);
    client.clear();
  });

  it('reads a table again when it changed during the first load of a query', async () => {
    // The recent files of a store just switched to: the first read is under way when a file opened
    // there is remembered. That read saw the table before the change; the list must not keep it.
    const client = new QueryClient();
    let rows = 0;
    const reads: (() => void)[] = [];
    const observer = new QueryObserver(client, {
      queryKey: queryKeys.recentFiles(2),
      queryFn: () => {
        const seen = rows;
        return new Promise<number>((resolve) => reads.push(() => resolve(seen)));
      },
    });
    const off = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    rows = 1; // core remembers a file, then says so
    invalidateTables(client, ['recent_files']);
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    reads.forEach((read) => read());
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.recentFiles(2))).toBe(1));
    off();
    client.clear();
  });

  it('the db:changed event accepts only known table names', () => {
    const event = appEvents['db:changed'];
    expect(event.safeParse({ tables: ['stock_rows', 'dict_barcodes'] }).success).toBe(true);
    const wrong = event.safeParse({ tables: ['stock_row'] });
    expect(wrong.success).toBe(false);
  });
});
