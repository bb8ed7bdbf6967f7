import { eventContract, type EventChannel, type EventPayload } from '@shared/ipc/contract';

type AnyListener = (event: EventChannel, payload: unknown) => void;

/**
 * Core's outbox of contract events. Shells forward every event to their renderer
 * (webContents.send, SSE). Each payload is parsed against the contract here, once, before it
 * leaves: the router's host client checks only the name, main and the bridge forward as is.
 */
export interface EventBus {
  emit<E extends EventChannel>(event: E, payload: EventPayload<E>): void;
  /** Listens to all events; returns the unsubscribe function. */
  onAny(listener: AnyListener): () => void;
}

export function createEventBus(): EventBus {
  const listeners = new Set<AnyListener>();
  return {
    emit(event, payload) {
      const checked = eventContract[event].parse(payload);
      for (const listener of listeners) listener(event, checked);
    },
    onAny(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
