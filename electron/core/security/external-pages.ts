import type { ExternalPage } from '@shared/ipc/channels/app';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { DeskError } from '../errors';
import type { ProfilesRepo } from '../profiles/profiles-repo';

/** Why a page was not handed to the system browser; the renderer words each reason. */
export type PageRefusal = 'sandbox' | 'not-tested' | 'not-https';

const refuse = (profile: StoreProfile, reason: PageRefusal, message: string): never => {
  throw new DeskError('conflict', message, { reason, profileId: profile.id, name: profile.name });
};

/**
 * The address of a known operator page, built by core from a profile (never taken from the
 * renderer). Only a profile whose last connection test succeeded qualifies: editing its
 * addresses or password forgets the test, so a profile just added or changed by a compromised
 * renderer cannot send the browser anywhere until a real token came back from its server.
 */
export function externalPageUrl(profile: StoreProfile, page: ExternalPage): string {
  if (profile.isSandbox) {
    refuse(
      profile,
      'sandbox',
      'The built-in Sandbox serves its pages over plain http on this PC; the app shows them itself (stocks:sandbox-dispersion) and never opens them in the browser.',
    );
  }
  if (profile.lastCheck?.outcome !== 'ok') {
    refuse(
      profile,
      'not-tested',
      `Store "${profile.name}" has no successful connection test since its addresses or password last changed. Run "Test connection" for it, then open the page again.`,
    );
  }
  let base: URL;
  try {
    base = new URL(profile.baseUrl);
  } catch {
    return refuse(profile, 'not-https', `The API address of store "${profile.name}" is not a URL.`);
  }
  if (base.protocol !== 'https:' || base.username !== '' || base.password !== '') {
    refuse(
      profile,
      'not-https',
      `The API address of store "${profile.name}" (${base.origin}) is not a plain https address; only https operator pages open in the browser.`,
    );
  }
  // Spec 1.8: `{base_url}/dispersion?storeId={storeId}`; base_url may carry a path (e.g. /v5).
  const url = new URL(`${base.pathname.replace(/\/+$/, '')}/${page}`, base.origin);
  url.searchParams.set('storeId', profile.storeId);
  return url.href;
}

export interface ExternalPagesDeps {
  profiles: Pick<ProfilesRepo, 'require'>;
  /** The system browser (Electron's shell.openExternal); absent in the web bridge and the CLI. */
  openExternal?: (url: string) => Promise<void>;
}

/** Opens a known page of a profile in the system browser; answers the address either way. */
export function createExternalPages(deps: ExternalPagesDeps) {
  return async (page: ExternalPage, profileId: number): Promise<{ opened: boolean; url: string }> => {
    const profile = deps.profiles.require(profileId);
    const url = externalPageUrl(profile, page);
    if (!deps.openExternal) return { opened: false, url };
    await deps.openExternal(url);
    return { opened: true, url };
  };
}
