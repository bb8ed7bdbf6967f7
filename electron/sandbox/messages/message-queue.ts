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
  enqueue(storeId: string, kind: string, payload: P): PackageMessage;
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
    try {
      outcome = options.process(m, payload);
    } catch (error) {
      outcome = { ok: false, message: `Internal sandbox error while processing: ${(error as Error).message}` };
    }
    setStatus(m, outcome.ok ? MessageStatusId.Processed : MessageStatusId.Error, outcome.message);
    options.onFinal?.(m);
  };

  return {
    enqueue(storeId, kind, payload) {
      const key = storeId.toLowerCase();
      const m: PackageMessage = {
        id: nextId++,
        messageId: randomUUID(),
        storeId: key,
        kind,
        statusId: MessageStatusId.Accepted,
        statusMessage: 'Accepted',
        statusDate: options.now(),
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
