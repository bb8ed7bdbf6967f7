import { randomUUID } from 'node:crypto';
import { createDeferredTimers } from './deferred-timers';

/** Package status codes of spec part 3. */
export const MessageStatusId = { Accepted: 0, Processing: 1, Processed: 2, Error: 3 } as const;

/** A queued data package and its current status (the payload is released once processed). */
export interface PackageMessage {
  /** Record id (2.5 `id`). */
  id: number;
  messageId: string;
  storeId: string;
  kind: string;
  statusId: number;
  statusMessage: string;
  statusDate: Date;
  /** Accepted while the store's stock stood deleted (a full upload meant to restore it). */
  afterDelete?: boolean;
}

/** Delays of the deferred processing, in milliseconds; `null` waits for `flush()`. */
export interface ProcessingDelays {
  acceptedMs: number | null;
  processingMs: number | null;
}

export type ProcessOutcome = { ok: true; message: string } | { ok: false; message: string };

export interface MessageQueueOptions<P> {
  now: () => Date;
  delays: ProcessingDelays;
  /** Applies the package; runs once per package, in acceptance order per store. */
  process: (message: PackageMessage, payload: P) => ProcessOutcome;
  /** Called once the package reached 2 or 3 (webhooks hang here). */
  onFinal?: (message: PackageMessage) => void;
}

/** The deferred-processing queue: 0 Accepted → 1 Processing → 2 Processed or 3 Error. */
export interface MessageQueue<P> {
  enqueue(storeId: string, kind: string, payload: P, flags?: { afterDelete?: boolean }): PackageMessage;
  /**
   * A DELETE of the store's stock: every package of it accepted before and not yet applied ends
   * in status 3 instead (applied after the DELETE it would bring back what was deleted).
   */
  cancelPending(storeId: string, reason: string): number;
  get(messageId: string): PackageMessage | undefined;
  /** Finishes every pending package now and resolves when all are final. */
  flush(): Promise<void>;
  close(): void;
}

/** Creates the queue. Packages of one store are applied strictly in the order they were accepted. */
export function createMessageQueue<P>(options: MessageQueueOptions<P>): MessageQueue<P> {
  const messages = new Map<string, PackageMessage>();
  const chains = new Map<string, Promise<void>>();
  const pending = new Set<Promise<void>>();
  const timers = createDeferredTimers();
  const cancelled = new Map<string, string>();
  let nextId = 1;

  const setStatus = (m: PackageMessage, statusId: number, text: string): void => {
    m.statusId = statusId;
    m.statusMessage = text;
    m.statusDate = options.now();
  };

  const run = async (m: PackageMessage, payload: P, previous: Promise<void>): Promise<void> => {
    if (!(await timers.sleep(options.delays.acceptedMs))) return;
    setStatus(m, MessageStatusId.Processing, 'Processing');
    if (!(await timers.sleep(options.delays.processingMs))) return;
    await previous;
    if (timers.closed) return;
    let outcome: ProcessOutcome;
    const cancelReason = cancelled.get(m.messageId);
    try {
      outcome = cancelReason !== undefined ? { ok: false, message: cancelReason } : options.process(m, payload);
    } catch (error) {
      outcome = { ok: false, message: `Internal sandbox error while processing: ${(error as Error).message}` };
    }
    cancelled.delete(m.messageId);
    setStatus(m, outcome.ok ? MessageStatusId.Processed : MessageStatusId.Error, outcome.message);
    options.onFinal?.(m);
  };

  return {
    enqueue(storeId, kind, payload, flags = {}) {
      const key = storeId.toLowerCase();
      const m: PackageMessage = {
        id: nextId++,
        messageId: randomUUID(),
        storeId: key,
        kind,
        statusId: MessageStatusId.Accepted,
        statusMessage: 'Accepted',
        statusDate: options.now(),
        ...(flags.afterDelete ? { afterDelete: true } : {}),
      };
      messages.set(m.messageId, m);
      const done = run(m, payload, chains.get(key) ?? Promise.resolve());
      chains.set(key, done);
      pending.add(done);
      void done.finally(() => {
        pending.delete(done);
        if (chains.get(key) === done) chains.delete(key);
      });
      return m;
    },
    cancelPending(storeId, reason) {
      const key = storeId.toLowerCase();
      let count = 0;
      for (const m of messages.values()) {
        const open = m.statusId === MessageStatusId.Accepted || m.statusId === MessageStatusId.Processing;
        if (m.storeId !== key || !open || cancelled.has(m.messageId)) continue;
        cancelled.set(m.messageId, reason);
        count++;
      }
      return count;
    },
    get: (messageId) => messages.get(messageId.toLowerCase()),
    async flush() {
      timers.setImmediateMode(true);
      try {
        while (pending.size > 0) await Promise.all([...pending]);
      } finally {
        timers.setImmediateMode(false);
      }
    },
    close: () => timers.close(),
  };
}
