import { setImmediate as nextTurn } from 'node:timers/promises';
import { createDeflateRaw, inflateRawSync } from 'node:zlib';

/** Characters encoded per turn of the event loop: a few milliseconds, so no request waits behind a pack. */
const SLICE = 1 << 20;

/** ES2024's `String.prototype.isWellFormed` (Node 20 has it; the project's lib is older). */
const isWellFormed = (text: string) => (text as unknown as { isWellFormed(): boolean }).isWellFormed();

/**
 * Deflates a large text (level 1: a 100,000-row package of 36 MB became 1.4 MB) without holding the
 * host's event loop: the text is encoded to UTF-8 a slice per turn and deflated on libuv's threads.
 * Resolves null when `stillWanted` turns false meanwhile (the text was used again) or when the text
 * has a lone surrogate (it would not come back the same from UTF-8).
 */
export async function packText(text: string, stillWanted: () => boolean): Promise<Buffer | null> {
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<void>((resolve, reject) => deflate.once('end', resolve).once('error', reject));
  for (let from = 0; from < text.length;) {
    let to = Math.min(from + SLICE, text.length);
    // Never cut a surrogate pair in two: its halves would each be encoded as U+FFFD.
    const last = text.charCodeAt(to - 1);
    if (to < text.length && last >= 0xd800 && last <= 0xdbff) to++;
    const slice = text.slice(from, to);
    if (!isWellFormed(slice) || !stillWanted()) {
      deflate.destroy();
      return null;
    }
    if (!deflate.write(Buffer.from(slice, 'utf8'))) await new Promise((r) => deflate.once('drain', r));
    from = to;
    await nextTurn();
  }
  deflate.end();
  await ended;
  return stillWanted() ? Buffer.concat(out) : null;
}

/** The text `packText` packed. */
export function unpackText(packed: Buffer): string {
  return inflateRawSync(packed).toString('utf8');
}
