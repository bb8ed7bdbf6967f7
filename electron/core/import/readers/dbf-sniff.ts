// Tells a DBF table by its first bytes, without loading its reader (dbf-reader.ts).

/** dBase and FoxPro versions (byte 0) the reader takes (those dbffile 1.13 knew). */
const versions = new Set([0x03, 0x83, 0x8b, 0x30, 0xf5]);

/** True when the bytes start like a DBF table: a known version, a plausible date and header. */
export function looksLikeDbf(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 33 || !versions.has(bytes[0]!)) return false;
  const month = bytes[2]!;
  const day = bytes[3]!;
  const headerLength = bytes[8]! | (bytes[9]! << 8);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && headerLength >= 33 && (bytes[10]! | bytes[11]!) > 0;
}
