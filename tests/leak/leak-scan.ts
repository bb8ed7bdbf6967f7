import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Test support for the leak test: what to look for, where, and a report that says where it was found. */

/** A piece of collected output: an IPC response, an event, a file, a CLI stream. */
export interface Haystack {
  source: string;
  bytes: Buffer;
}

/** An exact value that must not appear (in any of its usual encodings). */
export interface Needle {
  label: string;
  value: string;
}

/** A pattern that must not appear, e.g. `Bearer <token>`. */
export interface Pattern {
  label: string;
  regex: RegExp;
}

export interface Finding {
  what: string;
  source: string;
  offset: number;
  context: string;
}

/** The value as written raw, URL-encoded (query / form), in a JSON string, and as base64 (Basic auth, blobs). */
export function needleVariants(label: string, value: string): Needle[] {
  const variants: [string, string][] = [
    ['raw', value],
    ['url-encoded', encodeURIComponent(value)],
    ['form-encoded', new URLSearchParams({ v: value }).toString().slice(2)],
    ['json-escaped', JSON.stringify(value).slice(1, -1)],
    ['base64', Buffer.from(value, 'utf8').toString('base64')],
  ];
  const needles: Needle[] = [];
  for (const [kind, v] of variants) {
    // An encoding that changes nothing is the raw value again: look for it once.
    if (!needles.some((n) => n.value === v)) needles.push({ label: `${label} (${kind})`, value: v });
  }
  return needles;
}

/** Every file under a folder (the data folder: SQLite with -wal/-shm, logs, anything a feature wrote). */
export function filesUnder(root: string, prefix: string): Haystack[] {
  const out: Haystack[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else out.push({ source: `${prefix}:${relative(root, full)}`, bytes: readFileSync(full) });
    }
  };
  walk(root);
  return out;
}

/** A printable excerpt around an offset, with the offending value replaced by its label. */
function excerpt(bytes: Buffer, offset: number, length: number, label: string): string {
  const before = bytes.subarray(Math.max(0, offset - 40), offset).toString('latin1');
  const after = bytes.subarray(offset + length, offset + length + 40).toString('latin1');
  return `${before}«${label}»${after}`.replace(/[^\x20-\x7e«»]/g, '.');
}

/** Every occurrence of every needle and pattern in every haystack. */
export function scan(
  haystacks: readonly Haystack[],
  needles: readonly Needle[],
  patterns: readonly Pattern[],
): Finding[] {
  const findings: Finding[] = [];
  for (const hay of haystacks) {
    for (const needle of needles) {
      const bytes = Buffer.from(needle.value, 'utf8');
      for (let at = hay.bytes.indexOf(bytes); at >= 0; at = hay.bytes.indexOf(bytes, at + 1)) {
        findings.push({
          what: needle.label,
          source: hay.source,
          offset: at,
          context: excerpt(hay.bytes, at, bytes.length, needle.label),
        });
      }
    }
    // latin1 keeps one character per byte, so offsets are byte offsets (SQLite pages are binary).
    const text = hay.bytes.toString('latin1');
    for (const pattern of patterns) {
      for (const m of text.matchAll(new RegExp(pattern.regex.source, `${pattern.regex.flags.replace('g', '')}g`))) {
        findings.push({
          what: pattern.label,
          source: hay.source,
          offset: m.index,
          context: excerpt(hay.bytes, m.index, m[0].length, pattern.label),
        });
      }
    }
  }
  return findings;
}

/** A report naming each leak: what, where, at which byte, and what surrounds it. */
export function describeFindings(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.what} in ${f.source} at byte ${f.offset}: …${f.context}…`).join('\n');
}
