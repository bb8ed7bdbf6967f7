// The web bridge (dev/test only) carries invokes as JSON, which has no bytes; Electron's IPC
// carries a Uint8Array natively. This one codec lets both ends of the bridge agree.

/** The tag of a byte array inside bridge JSON: `{ "$bytes": "<base64>" }`. */
export const BYTES_TAG = '$bytes';

// Both the browser and Node (≥ 16) have these; shared/ has neither DOM nor Node types.
declare function btoa(data: string): string;
declare function atob(data: string): string;

/** A byte array as base64 (in chunks: String.fromCharCode takes a bounded argument list). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** JSON text of a value, with every Uint8Array (Buffer included) written as `{ "$bytes": base64 }`. */
export function toBridgeJson(value: unknown): string {
  return JSON.stringify(value, function replacer(this: unknown, key: string, v: unknown) {
    // JSON.stringify hands a Buffer's toJSON() result to the replacer; read the original from the holder.
    const original = (this as Record<string, unknown>)[key];
    return original instanceof Uint8Array ? { [BYTES_TAG]: toBase64(original) } : v;
  });
}

/** Parses bridge JSON, turning each `{ "$bytes": base64 }` (that exact one-key shape) back into a Uint8Array. */
export function fromBridgeJson(text: string): unknown {
  return JSON.parse(text, (_key, v: unknown) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return v;
    const keys = Object.keys(v);
    const tagged = (v as Record<string, unknown>)[BYTES_TAG];
    return keys.length === 1 && typeof tagged === 'string' ? fromBase64(tagged) : v;
  });
}
