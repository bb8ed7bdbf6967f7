import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStores } from '../features/stores/use-stores';

interface CurrentStore {
  /** The store profile the screens act on; undefined until the list has loaded. */
  profileId: number | undefined;
  /** The store list is still loading: "no store" would be a claim about data not read yet. */
  loading: boolean;
  select(profileId: number): void;
}

const CurrentStoreContext = createContext<CurrentStore | undefined>(undefined);

/** Holds which store the manager is working with; the built-in Sandbox until they pick another. */
export function CurrentStoreProvider({ children }: { children: ReactNode }) {
  const stores = useStores();
  const [picked, setPicked] = useState<number | undefined>();
  const known = stores.data?.some((s) => s.id === picked) ? picked : undefined;
  const profileId = known ?? stores.data?.[0]?.id;
  return (
    <CurrentStoreContext.Provider value={{ profileId, loading: stores.isPending, select: setPicked }}>
      {children}
    </CurrentStoreContext.Provider>
  );
}

/** The current store profile id (see CurrentStoreProvider). */
export function useCurrentStore(): CurrentStore {
  const value = useContext(CurrentStoreContext);
  if (!value) throw new Error('useCurrentStore must be used inside CurrentStoreProvider');
  return value;
}
