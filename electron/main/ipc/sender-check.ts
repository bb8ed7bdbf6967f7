/** The parts of an IPC event we look at: who sent it. */
export interface SenderEventLike {
  senderFrame: { url: string; parent: unknown } | null;
}

/**
 * Accepts an invoke only from our own renderer: a live frame (not null: destroyed or navigated
 * away), the top-level frame (not an iframe), at our own origin (compared as scheme + host,
 * because Node's URL gives custom schemes an opaque origin).
 */
export function isTrustedSender(event: SenderEventLike, appOrigin: string): boolean {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return false;
  let sender: URL;
  let expected: URL;
  try {
    sender = new URL(frame.url);
    expected = new URL(appOrigin);
  } catch {
    return false;
  }
  return (
    sender.protocol === expected.protocol &&
    sender.host === expected.host &&
    sender.username === '' &&
    sender.password === ''
  );
}
