import { z } from 'zod';
import { isLoopbackHost } from '../profiles/profile-draft';

/**
 * Rules for a webhook subscriber URL, shared by the subscribe form (inline messages) and core.
 * The operator's service calls the URL from the internet, so for a real store it must be
 * publicly reachable (part 6); the built-in Sandbox runs on this PC and can reach this PC.
 */
export type SubscriberUrlIssueCode =
  | 'required'
  | 'too-long'
  | 'url-invalid'
  | 'url-scheme'
  | 'url-credentials'
  | 'not-reachable-loopback'
  | 'private-address'
  | 'plain-http';

export interface SubscriberUrlIssue {
  code: SubscriberUrlIssueCode;
  severity: 'error' | 'warning';
}

export const SUBSCRIBER_URL_MAX = 2000;
const anyUrl = z.url();

/** 10/8, 172.16/12, 192.168/16, 169.254/16, 100.64/10 (carrier NAT), fc00::/7, fe80::/10 and *.local: not reachable from the internet. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (
    host.endsWith('.local') ||
    host.endsWith('.lan') ||
    host.endsWith('.internal') ||
    (!host.includes('.') && !host.includes(':'))
  )
    return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const a = Number(v4[1]);
    const b = Number(v4[2]);
    return (
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127) ||
      a === 0
    );
  }
  return /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
}

/** The WHATWG URL class: both runtimes have it; shared/ is compiled without DOM or Node types. */
const WhatwgUrl = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;

/**
 * The host as the WHATWG URL parser reads it (what fetch and the operator's sender would connect
 * to), without a trailing dot, brackets, or an IPv4-mapped IPv6 wrapper; null when it does not parse.
 */
export function canonicalHost(url: string): string | null {
  let hostname: string;
  try {
    hostname = new WhatwgUrl(url).hostname;
  } catch {
    return null;
  }
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  // ::ffff:7f00:1 (the parser's spelling of ::ffff:127.0.0.1) and the deprecated ::7f00:1 reach IPv4.
  const mapped = /^::(?:ffff:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) {
    const high = parseInt(mapped[1]!, 16);
    const low = parseInt(mapped[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  // The unspecified address reaches this machine on most systems.
  if (host === '::') return '::1';
  return host;
}

/** Checks the URL the service should call; `sandbox` relaxes reachability (the Sandbox calls from this PC). */
export function checkSubscriberUrl(raw: string, options: { sandbox: boolean }): SubscriberUrlIssue[] {
  const value = raw.trim();
  if (value === '') return [{ code: 'required', severity: 'error' }];
  if (value.length > SUBSCRIBER_URL_MAX) return [{ code: 'too-long', severity: 'error' }];
  if (!anyUrl.safeParse(value).success) return [{ code: 'url-invalid', severity: 'error' }];
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)/.exec(value);
  if (!match) return [{ code: 'url-invalid', severity: 'error' }];
  const scheme = (match[1] ?? '').toLowerCase();
  const authority = match[2] ?? '';
  if (scheme !== 'https' && scheme !== 'http') return [{ code: 'url-scheme', severity: 'error' }];
  if (authority.includes('@')) return [{ code: 'url-credentials', severity: 'error' }];
  if (options.sandbox) return [];
  // Judge the host the fetch will reach: 0x7f.1, 2130706433, 0177.0.0.1 and [::ffff:127.0.0.1] are all 127.0.0.1.
  const host = canonicalHost(value);
  if (host === null) return [{ code: 'url-invalid', severity: 'error' }];
  const issues: SubscriberUrlIssue[] = [];
  // 0.0.0.0/8 as a destination reaches this machine on Linux and macOS: as unreachable from the operator as 127/8.
  if (isLoopbackHost(host) || /^0(\.\d{1,3}){3}$/.test(host))
    issues.push({ code: 'not-reachable-loopback', severity: 'error' });
  else if (isPrivateHost(host)) issues.push({ code: 'private-address', severity: 'warning' });
  if (scheme === 'http') issues.push({ code: 'plain-http', severity: 'warning' });
  return issues;
}
