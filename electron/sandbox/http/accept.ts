/** What a client asked for in `Accept`: plain JSON, "full" JSON (null fields kept), or nothing we serve. */
export type AcceptMode = 'json' | 'full' | 'unacceptable';

export const FULL_JSON_TYPE = 'application/x-json-full';

/**
 * Picks the representation from an Accept header, honouring q-values. A missing header and
 * wildcards mean plain JSON; `application/x-json-full` must be asked for by name.
 */
export function negotiateAccept(header: string | undefined): AcceptMode {
  if (header === undefined || header.trim() === '') return 'json';
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
      const qParam = params.find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { type, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { type } of ranges) {
    if (type === FULL_JSON_TYPE) return 'full';
    if (type === 'application/json' || type === 'application/*' || type === '*/*') return 'json';
  }
  return 'unacceptable';
}

/**
 * Shapes a record for the chosen mode: plain JSON drops null and absent fields, full JSON lists
 * every field of `fields` (null when absent) in that order.
 */
export function shapeRecord(
  record: Record<string, unknown>,
  fields: readonly string[],
  full: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const value = record[field];
    if (value === undefined || value === null) {
      if (full) out[field] = null;
    } else {
      out[field] = value;
    }
  }
  return out;
}
