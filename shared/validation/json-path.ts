/** One step of a path into a JSON value: an object key or an array index. */
export type JsonPathSegment = string | number;

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * Formats a path the way the operator's messages do: `stocks[12].supDate`. Keys that are not
 * plain identifiers are quoted, `['a key']`; the root is the empty string.
 */
export function formatJsonPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else {
      const key = String(segment);
      if (identifier.test(key)) out += out === '' ? key : `.${key}`;
      else out += `['${key.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}']`;
    }
  }
  return out;
}
