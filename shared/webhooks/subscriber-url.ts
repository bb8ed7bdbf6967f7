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
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.replace(/:\d*$/, '');
  if (options.sandbox) return [];
  const issues: SubscriberUrlIssue[] = [];
  if (isLoopbackHost(host)) issues.push({ code: 'not-reachable-loopback', severity: 'error' });
  else if (isPrivateHost(host)) issues.push({ code: 'private-address', severity: 'warning' });
  if (scheme === 'http') issues.push({ code: 'plain-http', severity: 'warning' });
  return issues;
}
