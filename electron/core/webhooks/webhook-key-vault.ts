import { createHash } from 'node:crypto';
import type { ApiClient } from '../api/api-types';
import type { CoreContext } from '../core-context';
import { DeskError } from '../errors';
import type { Clipboard } from '../ports';

/** How long a fetched key is reused before asking the service again. */
const KEY_TTL_MS = 5 * 60_000;
/** The clipboard is cleared this long after a copy, if it still holds the key. */
export const CLIPBOARD_CLEAR_MS = 60_000;

/** What the renderer may know about the key: never the key. */
export interface KeyInfo {
  length: number;
  fingerprint: string;
  fetchedAt: string;
}

/**
 * Holds each store's webhook key in main's memory only (never SQLite, never logs, never the
 * renderer), fetched from GET /v5/keys/webhooks and reused for a few minutes. Copying puts it
 * on the system clipboard from main and clears the clipboard a minute later if unchanged.
 */
export interface WebhookKeyVault {
  key(profileId: number): Promise<{ secret: string; fetchedAt: string }>;
  info(profileId: number): Promise<KeyInfo>;
  /** Copies the key; in the web bridge (no clipboard in main) returns it for the page to copy. */
  copy(profileId: number): Promise<{ copied: boolean; clearsAt: string | null; pageText?: string }>;
  close(): void;
}

/** Short, non-reversible fingerprint of a key: `1A2B 3C4D` (first 32 bits of SHA-256). */
export function keyFingerprint(secret: string): string {
  const hex = createHash('sha256').update(secret, 'utf8').digest('hex').slice(0, 8).toUpperCase();
  return `${hex.slice(0, 4)} ${hex.slice(4)}`;
}

/** Empties the clipboard after `ms` if it still holds `secret` (something copied since is left alone); returns a cancel. */
export function clearClipboardLater(clipboard: Clipboard, secret: string, ms: number): () => void {
  const timer = setTimeout(() => {
    void clipboard
      .readText()
      .then((current) => (current === secret ? clipboard.writeText('') : undefined))
      .catch(() => undefined);
  }, ms);
  timer.unref();
  return () => clearTimeout(timer);
}

/** The store's webhook key, or a clear error when the operator answers that it has none (204 or `null`). */
export async function fetchWebhookKey(client: ApiClient, signal?: AbortSignal): Promise<string> {
  const key = await client.getWebhookKey({ signal });
  if (key === null) {
    throw new DeskError(
      'not-found',
      `The operator has no webhook key for store ${client.storeId} (its answer was empty). ` +
        'Notifications cannot be checked until it issues one: ask the operator’s support for the webhook key.',
      { reason: 'no-webhook-key', storeId: client.storeId },
    );
  }
  return key.secret;
}

export function createWebhookKeyVault(ctx: CoreContext): WebhookKeyVault {
  const cache = new Map<string, { secret: string; fetchedAt: string; at: number }>();
  let cancelClear: () => void = () => undefined;

  const key = async (profileId: number) => {
    const now = ctx.ports.clock.now().getTime();
    // Keyed by where the key came from too: after an edit of the store, a cached key is not its key.
    const profile = ctx.profiles.get(profileId);
    const slot = `${profileId}|${profile?.storeId.toLowerCase()}|${profile?.baseUrl}`;
    const hit = cache.get(slot);
    if (hit && now - hit.at < KEY_TTL_MS) return hit;
    const secret = await fetchWebhookKey(await ctx.clientFor(profileId));
    const entry = { secret, fetchedAt: new Date(now).toISOString(), at: now };
    cache.set(slot, entry);
    return entry;
  };

  return {
    key,
    async info(profileId) {
      const { secret, fetchedAt } = await key(profileId);
      return { length: secret.length, fingerprint: keyFingerprint(secret), fetchedAt };
    },
    async copy(profileId) {
      const { secret } = await key(profileId);
      const clipboard = ctx.ports.clipboard;
      if (!clipboard) {
        // Dev/test only: the web bridge's page copies with navigator.clipboard. The desktop app
        // and its preload never take this path (Electron's clipboard is a port of main).
        if (ctx.ports.shell === 'web-bridge') return { copied: false, clearsAt: null, pageText: secret };
        throw new DeskError(
          'internal',
          'This shell has no clipboard; use the CLI command `pharmex webhooks key` instead.',
        );
      }
      await clipboard.writeText(secret);
      cancelClear();
      cancelClear = clearClipboardLater(clipboard, secret, CLIPBOARD_CLEAR_MS);
      ctx.ports.logger.log('info', 'Webhook key copied to the clipboard', { profileId });
      return { copied: true, clearsAt: new Date(ctx.ports.clock.now().getTime() + CLIPBOARD_CLEAR_MS).toISOString() };
    },
    close() {
      cancelClear();
      cache.clear();
    },
  };
}
