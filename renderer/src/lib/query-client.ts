import { QueryClient } from '@tanstack/react-query';

/**
 * The renderer's cache of main-process data. Query keys start with the SQLite table they read
 * (e.g. ['store_profiles', ...]), so a `db:changed` event can invalidate exactly what changed.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  window.desk.on('db:changed', ({ tables }) => {
    for (const table of tables) void client.invalidateQueries({ queryKey: [table] });
  });
  return client;
}
