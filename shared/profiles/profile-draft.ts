import { z } from 'zod';
import { guidSchema } from '../protocol/common';

/**
 * The rules of a store profile's fields, shared by the renderer (inline messages while typing)
 * and core (the authoritative check before saving). Each problem is a code plus the field, so
 * the renderer can say what is wrong, where, and how to fix it, in the user's language.
 */

/** What the add/edit form holds. */
export interface ProfileDraft {
  storeId: string;
  name: string;
  baseUrl: string;
  authUrl: string;
}
export type ProfileField = keyof ProfileDraft;

/** Problems a draft can have; `warning`s do not block saving. */
export type ProfileIssueCode =
  | 'required'
  | 'too-long'
  | 'guid-invalid'
  | 'url-invalid'
  | 'url-scheme'
  | 'url-http-remote'
  | 'url-http-loopback'
  | 'url-credentials'
  | 'url-query'
  | 'url-has-api-path'
  | 'url-has-token-path';

export interface ProfileIssue {
  field: ProfileField;
  code: ProfileIssueCode;
  severity: 'error' | 'warning';
  /** Where a GUID goes wrong (guid-invalid): the sentence that points at it. */
  guid?: GuidProblem;
}

/**
 * What is wrong with a text that should be a GUID, as precisely as a person can act on: the first
 * character that is neither a hexadecimal digit nor a hyphen (counted from 1), else the count of
 * digits when it is not 32, else the hyphens' places.
 */
export type GuidProblem =
  { kind: 'char'; char: string; position: number } | { kind: 'digits'; digits: number } | { kind: 'groups' };

export function guidProblem(text: string): GuidProblem {
  const chars = [...text];
  const bad = chars.findIndex((c) => !/[0-9a-fA-F-]/.test(c));
  if (bad >= 0) return { kind: 'char', char: chars[bad]!, position: bad + 1 };
  const digits = chars.filter((c) => c !== '-').length;
  return digits !== 32 ? { kind: 'digits', digits } : { kind: 'groups' };
}

export const PROFILE_NAME_MAX = 100;
export const PROFILE_URL_MAX = 500;

/** The draft trimmed and tidied: braces around a GUID dropped, a trailing slash of an address dropped. */
export function normalizeProfileDraft(draft: ProfileDraft): ProfileDraft {
  const storeId = draft.storeId
    .trim()
    .replace(/^\{(.*)\}$/, '$1')
    .trim();
  const url = (value: string) => value.trim().replace(/\/+$/, '');
  return { storeId, name: draft.name.trim(), baseUrl: url(draft.baseUrl), authUrl: url(draft.authUrl) };
}

/** True for host names that always mean this PC. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

const anyUrl = z.url();

/** The parts of an absolute URL (shared/ has no WHATWG URL global; zod checks validity, this splits it). */
function splitUrl(
  value: string,
): { scheme: string; userinfo: boolean; host: string; path: string; rest: string } | null {
  if (!anyUrl.safeParse(value).success) return null;
  const match = /^([a-zA-Z][a-zA-Z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(.*)$/s.exec(value);
  if (!match) return null;
  const [, scheme = '', authority = '', path = '', rest = ''] = match;
  const at = authority.lastIndexOf('@');
  const hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  const host = hostPort.startsWith('[') ? hostPort.slice(0, hostPort.indexOf(']') + 1) : hostPort.replace(/:\d*$/, '');
  if (host === '') return null;
  return { scheme: scheme.toLowerCase(), userinfo: at >= 0, host, path, rest };
}

function checkUrl(field: 'baseUrl' | 'authUrl', value: string): ProfileIssue[] {
  const issue = (code: ProfileIssueCode, severity: ProfileIssue['severity'] = 'error'): ProfileIssue[] => [
    { field, code, severity },
  ];
  if (value === '') return issue('required');
  if (value.length > PROFILE_URL_MAX) return issue('too-long');
  const url = splitUrl(value);
  if (!url) return issue('url-invalid');
  if (url.scheme !== 'https' && url.scheme !== 'http') return issue('url-scheme');
  if (url.userinfo) return issue('url-credentials');
  if (url.rest !== '') return issue('url-query');
  const path = url.path.replace(/\/+$/, '').toLowerCase();
  if (field === 'baseUrl' && /\/v\d+(\/.*)?$/.test(path)) return issue('url-has-api-path');
  if (field === 'authUrl' && /\/connect(\/token)?$/.test(path)) return issue('url-has-token-path');
  if (url.scheme === 'http')
    return isLoopbackHost(url.host) ? issue('url-http-loopback', 'warning') : issue('url-http-remote');
  return [];
}

/**
 * Checks a draft (after normalizeProfileDraft). Errors block saving; the one warning (plain
 * http to this PC, e.g. a local test server) does not, but the form shows it.
 */
export function checkProfileDraft(draft: ProfileDraft): ProfileIssue[] {
  const issues: ProfileIssue[] = [];
  if (draft.storeId === '') issues.push({ field: 'storeId', code: 'required', severity: 'error' });
  else if (!guidSchema.safeParse(draft.storeId).success)
    issues.push({ field: 'storeId', code: 'guid-invalid', severity: 'error', guid: guidProblem(draft.storeId) });
  if (draft.name === '') issues.push({ field: 'name', code: 'required', severity: 'error' });
  else if (draft.name.length > PROFILE_NAME_MAX) issues.push({ field: 'name', code: 'too-long', severity: 'error' });
  issues.push(...checkUrl('baseUrl', draft.baseUrl), ...checkUrl('authUrl', draft.authUrl));
  return issues;
}

/** True when none of the issues blocks saving. */
export function hasBlockingIssue(issues: readonly ProfileIssue[]): boolean {
  return issues.some((i) => i.severity === 'error');
}
