/**
 * Decides whether a URL may be handed to the system browser (shell.openExternal).
 * Only https, only exact host[:port] matches of the allow-list (so `operator.example.com.evil.test`
 * never passes for `operator.example.com`), and never a URL carrying credentials.
 */
export function isAllowedExternalUrl(raw: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  const host = url.host.toLowerCase();
  return allowedHosts.some((allowed) => allowed.toLowerCase() === host);
}

/** The https hosts of the configured operator addresses: the only places we open pages from. */
export function allowedHostsFrom(baseUrls: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const base of baseUrls) {
    try {
      const url = new URL(base);
      if (url.protocol === 'https:') hosts.add(url.host.toLowerCase());
    } catch {
      // not a URL (e.g. the embedded sandbox placeholder): nothing to allow
    }
  }
  return [...hosts];
}
