import { toBridgeJson } from '../../../shared/ipc/bridge-json';
import { createDeskApi } from '../../../shared/ipc/desk-api';

// DEV/TEST ONLY: window.desk over loopback HTTP (invoke) and Server-Sent Events (events),
// built by the same createDeskApi as the preload, so the surface is identical.

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
let source: EventSource | undefined;

function ensureEvents(): void {
  if (source) return;
  source = new EventSource('/__bridge/events');
  source.onmessage = (message: MessageEvent<string>) => {
    const { event, payload } = JSON.parse(message.data) as { event: string; payload: unknown };
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
}

const desk = createDeskApi({
  async invoke(channel, input) {
    const response = await fetch(`/__bridge/invoke/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: toBridgeJson({ input }),
    });
    if (!response.ok) {
      return { ok: false, error: { code: 'internal', message: `Web bridge answered HTTP ${response.status}` } };
    }
    return response.json();
  },
  on(event, listener) {
    ensureEvents();
    const set = listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  },
});

Object.defineProperty(window, 'desk', { value: desk, writable: false, configurable: false });
