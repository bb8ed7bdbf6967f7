import { useQuery } from '@tanstack/react-query';
import type { ProductName } from '@shared/ipc/channels/products';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';

/** Names of the products behind a list of codes (one batched request; refetched when the goods change). */
export function useProductNames(profileId: number | undefined, nnts: readonly number[]) {
  const codes = [...new Set(nnts)].sort((a, b) => a - b);
  return useQuery({
    queryKey: queryKeys.productNames(profileId, codes),
    queryFn: async () => {
      const result = await invoke('products:names', { profileId: profileId!, nnts: codes.slice(0, 5000) });
      return new Map<number, ProductName>(result.items.map((p) => [p.nnt, p]));
    },
    enabled: profileId !== undefined && codes.length > 0,
    // While the next codes' names load (the stock table scrolled on a page), the names already
    // known stay on screen instead of every row falling back to its bare code for a moment; never
    // another store's (its operator's dictionary may name a code differently).
    placeholderData: (previous, query) => (query?.queryKey[2] === profileId ? previous : undefined),
  });
}
