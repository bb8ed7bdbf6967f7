import { fromBridgeJson, toBridgeJson } from '@shared/ipc/bridge-json';
import { createDeskApi } from '@shared/ipc/desk-api';

// DEV/TEST ONLY: window.desk over loopback HTTP (invoke) and a streamed event response (events),
// built by the same createDeskApi as the preload, so the surface is identical.

const TOKEN_HEADER = 'X-Desk-Bridge-Token';

// The token arrives in the launch URL's fragment (never sent over the network), is erased from
// the address bar and history at once, and lives only in this closure. No cookie: other
// loopback ports the browser visits never see it. A reload therefore needs the launch URL again.
const token = new URLSearchParams(location.hash.slice(1)).get('token') ?? '';
if (location.hash !== '') history.replaceState(history.state, '', location.pathname + location.search);

const noToken = {
  ok: false as const,
  error: {
    code: 'forbidden-sender' as const,
    message: 'This page was opened without the bridge token: open the launch URL the web bridge printed.',
  },
};

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
let streaming = false;

/** Reads the bridge's event stream (`data: {json}` frames) with fetch, which can send the token header. */
async function streamEvents(): Promise<void> {
  const response = await fetch('/__bridge/events', { method: 'POST', headers: { [TOKEN_HEADER]: token } });
  if (!response.ok || !response.body) throw new Error(`event stream answered HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of frame.split('\n')) {
        if (!line.startsWith('data: ')) continue;
        const { event, payload } = JSON.parse(line.slice(6)) as { event: string; payload: unknown };
        for (const listener of listeners.get(event) ?? []) listener(payload);
      }
    }
  }
}

function ensureEvents(): void {
  if (streaming || token === '') return;
  streaming = true;
  // Reconnect after a pause when the stream ends or fails, as EventSource would.
  const run = (): void =>
    void streamEvents()
      .catch((error: unknown) => console.warn('web bridge: event stream lost', error))
      .finally(() => setTimeout(run, 1000));
  run();
}

const desk = createDeskApi({
  async invoke(channel, input) {
    if (token === '') return noToken;
    const response = await fetch(`/__bridge/invoke/${encodeURIComponent(channel)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [TOKEN_HEADER]: token },
      body: toBridgeJson({ input }),
    });
    if (!response.ok) {
      return { ok: false, error: { code: 'internal', message: `Web bridge answered HTTP ${response.status}` } };
    }
    return fromBridgeJson(await response.text()) as never;
  },
  async refFile(file) {
    if (token === '') return noToken;
    // The File itself is the body: the browser streams it from disk (no base64, no copy in the page).
    const response = await fetch('/__bridge/upload', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        [TOKEN_HEADER]: token,
        'X-Desk-File-Name': encodeURIComponent(file.name),
      },
      body: file as File,
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
