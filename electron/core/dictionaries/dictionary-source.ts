import type { StoreProfile } from '@shared/ipc/channels/profiles';

/**
 * Which operator a store's dictionaries come from: one local copy per operator, shared by all
 * its stores (goods_links excepted, which are per store). The built-in Sandbox is its own
 * operator whatever port it runs on this time; a real one is its API address.
 */
export function sourceKeyOf(profile: Pick<StoreProfile, 'baseUrl' | 'isSandbox'>): string {
  if (profile.isSandbox) return 'sandbox';
  try {
    const url = new URL(profile.baseUrl);
    return `${url.protocol}//${url.host.toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return profile.baseUrl.trim().replace(/\/+$/, '').toLowerCase();
  }
}
