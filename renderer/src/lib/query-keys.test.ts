import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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

  it('the db:changed event accepts only known table names', () => {
    const event = appEvents['db:changed'];
    expect(event.safeParse({ tables: ['stock_rows', 'dict_barcodes'] }).success).toBe(true);
    const wrong = event.safeParse({ tables: ['stock_row'] });
    expect(wrong.success).toBe(false);
  });
});
