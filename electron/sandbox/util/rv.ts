/** Encodes a row version as the operator does: 8 bytes, big-endian, base64 in JSON. */
export function rvToBase64(version: number | bigint): string {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64BE(BigInt(version));
  return bytes.toString('base64');
}
