import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { guidSchema } from '@shared/protocol/common';
import { flag, type FlagValues } from './args';
import { CliError } from './cli-error';
import { ExitCode } from './exit-codes';
import type { Session } from './session';

/** `{5B0E…}` → `5B0E…`: braces and spaces dropped, letter case kept as issued; null when it is not a GUID. */
export function normalizeGuid(value: string): string | null {
  const v = value
    .trim()
    .replace(/^\{(.*)\}$/, '$1')
    .trim();
  return guidSchema.safeParse(v).success ? v : null;
}

/** Whether two GUIDs name the same store: local lookups ignore letter case. */
const sameGuid = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

const tidyUrl = (url: string) => url.trim().replace(/\/+$/, '');

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * The store a command works on. `query` (a positional STORE, else --store) is a profile number,
 * a store GUID or a profile name; none means the built-in Sandbox. With --base-url/--auth-url the
 * store is GUID + server: its profile is found, or created once (so the ledger and the guard
 * rails work for it as in the app, and its password is filed in the keychain under its GUID).
 */
export async function selectStore(s: Session, flags: FlagValues, positional?: string): Promise<StoreProfile> {
  const { t } = s;
  const query = positional ?? flag.str(flags, 'store');
  const baseUrl = flag.str(flags, 'base-url');
  const authUrl = flag.str(flags, 'auth-url');
  const profiles = await s.invoke('profiles:list', undefined);
  const usage = (message: string, details?: unknown) =>
    new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${message}`, details);

  if (baseUrl !== undefined || authUrl !== undefined) {
    const guid = query === undefined ? null : normalizeGuid(query);
    if (!guid) throw usage(t.store.adHocNeedsGuid);
    const existing =
      baseUrl === undefined
        ? undefined
        : profiles.find((p) => !p.isSandbox && sameGuid(p.storeId, guid) && tidyUrl(p.baseUrl) === tidyUrl(baseUrl));
    if (existing) {
      if (authUrl !== undefined && tidyUrl(existing.authUrl) !== tidyUrl(authUrl)) {
        throw usage(
          t.store.authUrlDiffers({ name: existing.name, id: existing.id, existing: existing.authUrl, given: authUrl }),
        );
      }
      return existing;
    }
    if (baseUrl === undefined || authUrl === undefined) throw usage(t.store.adHocNeedsBoth);
    const saved = await s.invoke('profiles:add', {
      storeId: guid,
      name: t.store.defaultName({ guid: guid.slice(0, 8).toLowerCase(), host: hostOf(baseUrl) }),
      baseUrl,
      authUrl,
    });
    s.out.note(
      t.store.adHocCreated({ id: saved.profile.id, name: saved.profile.name, baseUrl: saved.profile.baseUrl }),
    );
    for (const w of saved.warnings)
      s.out.note(
        t.profiles.warning({ field: t.profiles.fields[w.field] ?? w.field, text: t.profiles.issues[w.code] ?? w.code }),
      );
    return saved.profile;
  }

  if (query === undefined) return profiles.find((p) => p.isSandbox) ?? profiles[0]!;
  const trimmed = query.trim();
  let matches: StoreProfile[];
  if (/^\d+$/.test(trimmed)) matches = profiles.filter((p) => p.id === Number(trimmed));
  else {
    const guid = normalizeGuid(trimmed);
    matches = guid
      ? profiles.filter((p) => sameGuid(p.storeId, guid))
      : profiles.filter((p) => p.name.trim().toLocaleLowerCase() === trimmed.toLocaleLowerCase());
  }
  if (matches.length === 0) throw usage(t.store.notFound({ query: trimmed }), { query: trimmed });
  if (matches.length > 1) {
    const candidates = matches
      .map((p) => `№${p.id} «${p.name}» (${p.isSandbox ? t.profiles.sandboxAddress : p.baseUrl})`)
      .join(', ');
    throw usage(t.store.ambiguous({ query: trimmed, candidates }), { query: trimmed, ids: matches.map((p) => p.id) });
  }
  return matches[0]!;
}
