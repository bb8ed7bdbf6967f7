import type { SandboxStoreConfig } from './sandbox-stores';

/** A configured store with its id in lower case, as the sandbox compares ids. */
export interface DirectoryStore {
  storeId: string;
  /** The GUID as the operator issued it (letter case kept): the exact `client_id` of a case-sensitive token endpoint. */
  issuedId: string;
  secret: string;
  name: string;
  realNetId: number;
}

/** Store lookup by GUID in any letter case (client_id, path parameters, token subjects). */
export interface StoreDirectory {
  get(storeId: string): DirectoryStore | undefined;
  all(): DirectoryStore[];
}

/** Builds the directory; duplicate ids are a configuration error. */
export function createStoreDirectory(stores: readonly SandboxStoreConfig[]): StoreDirectory {
  const byId = new Map<string, DirectoryStore>();
  for (const s of stores) {
    const storeId = s.storeId.toLowerCase();
    if (byId.has(storeId))
      throw new Error(`Sandbox store ${s.storeId} is configured twice; give each store its own GUID.`);
    byId.set(storeId, { storeId, issuedId: s.storeId, secret: s.secret, name: s.name, realNetId: s.realNetId ?? 1000 });
  }
  return { get: (id) => byId.get(id.toLowerCase()), all: () => [...byId.values()] };
}
