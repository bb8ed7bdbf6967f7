import type { TFunction } from 'i18next';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { sandboxDemoStoreIdentity } from '@shared/profiles/sandbox-demo-store';

/**
 * A store's name as the user sees it: the built-in Sandbox keeps its Russian name in the data
 * folder, so while nobody renamed it, it is shown in the chosen language; any other name as typed.
 */
export function storeDisplayName(t: TFunction, store: Pick<StoreProfile, 'name' | 'isSandbox'>): string {
  return store.isSandbox && store.name === sandboxDemoStoreIdentity.name ? t('stores.sandboxName') : store.name;
}
