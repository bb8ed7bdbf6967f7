/**
 * Where the value of `field` starts inside the JSON object that opens at `objectStart` (only the
 * object's own keys; the last one wins, as in JSON.parse), or -1 when the object has no such key.
 * A preflight finding names a row and a field; this puts it on a line and column of the file.
 */
export function locateField(text: string, objectStart: number, field: string): number {
  let depth = 0;
  let found = -1;
  let expectKey = false;
  for (let i = objectStart; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const open = i;
      for (i++; i < text.length; i++) {
        const d = text.charCodeAt(i);
        if (d === 92) i++;
        else if (d === 34) break;
      }
      if (depth === 1 && expectKey) {
        const raw = text.slice(open + 1, i);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(open, i + 1)) as string) : raw;
        expectKey = false;
        if (key === field) {
          let j = i + 1;
          while (j < text.length && text.charCodeAt(j) !== 58) j++;
          j++;
          while (j < text.length && /\s/.test(text[j]!)) j++;
          found = j;
        }
      }
    } else if (c === 123 || c === 91) {
      depth++;
      if (depth === 1) expectKey = true;
    } else if (c === 125 || c === 93) {
      if (--depth === 0) return found;
    } else if (c === 44 && depth === 1) expectKey = true;
  }
  return found;
}
