import { messageStatusSchema } from '@shared/protocol/messages';
import { joinUrl } from './endpoints';

/** The API address's path without a trailing slash ('' at the host root). */
function basePathOf(baseUrl: string): string {
  return new URL(`${baseUrl.replace(/\/+$/, '')}/`).pathname.replace(/\/+$/, '');
}

/**
 * A 202's Location as an absolute URL. A root-relative one (`/v5/messages/…`) under an API with a
 * base path (`https://gw.example/api`) is taken below that path first: the operator wrote its own
 * route, and a gateway that adds the prefix seldom rewrites Location. getMessageStatus still tries
 * the host root when that does not answer.
 */
export function resolveLocation(baseUrl: string, location: string): string {
  const base = basePathOf(baseUrl);
  const value = location.trim();
  if (base !== '' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith(`${base}/`)) {
    return new URL(`${base}${value}`, `${baseUrl}/`).href;
  }
  return new URL(value, `${baseUrl}/`).href;
}

/**
 * Where to ask for a package's status, in order: the Location below the API's base path, the same
 * path at the host root, then 4.3's `/v5/messages/{id}/status` on the API address. Only addresses
 * on the API's origin are listed (messageStatusUrl already moved others to the standard one).
 */
export function statusCandidates(baseUrl: string, url: string, messageId: string | null): string[] {
  const list: string[] = [];
  const add = (candidate: string) => {
    if (!list.includes(candidate)) list.push(candidate);
  };
  const target = new URL(url);
  const api = new URL(`${baseUrl.replace(/\/+$/, '')}/`);
  const base = basePathOf(baseUrl);
  if (target.origin === api.origin && base !== '') {
    const rest = `${target.search}${target.hash}`;
    const underBase = target.pathname.startsWith(`${base}/`);
    const atRoot = underBase ? target.pathname.slice(base.length) : target.pathname;
    add(`${api.origin}${base}${atRoot}${rest}`);
    add(`${api.origin}${atRoot}${rest}`);
  } else {
    add(url);
  }
  if (messageId !== null) add(joinUrl(baseUrl, `/v5/messages/${messageId}/status`));
  return list;
}

/** A status endpoint's answer: 204 (no information), or 200 with a message status (2.5) in JSON. */
export function isStatusAnswer(status: number, text: string): boolean {
  if (status === 204) return true;
  if (status !== 200) return false;
  try {
    const body: unknown = JSON.parse(text);
    return body === null || messageStatusSchema.safeParse(body).success;
  } catch {
    return false;
  }
}
