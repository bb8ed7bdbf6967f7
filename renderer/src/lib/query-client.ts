import { QueryClient } from '@tanstack/react-query';
import { invalidateTables } from './query-keys';

/**
 * The renderer's cache of main-process data. Query keys start with the SQLite table they read
 * (query-keys.ts), so a `db:changed` event can invalidate exactly what changed.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  window.desk.on('db:changed', ({ tables }) => invalidateTables(client, tables));
  return client;
}
