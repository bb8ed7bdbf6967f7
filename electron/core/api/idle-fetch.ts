import type { HttpFetch } from '../ports';

/** No byte moved for `idleMs`: the connection stopped (as opposed to a slow one still moving). */
export class ConnectionStalled extends Error {
  constructor(
    readonly idleMs: number,
    /** `sending`: the socket took no byte of the request's body; `receiving`: no byte of the answer came. */
    readonly phase: 'sending' | 'receiving' = 'receiving',
  ) {
    super(
      `the connection stopped for ${Math.round(idleMs / 100) / 10} s${phase === 'sending' ? ' while sending' : ''}`,
    );
    this.name = 'ConnectionStalled';
  }
}

/** Slices of an upload's body handed to the fetch one at a time: each one taken is progress. */
const SEND_SLICE = 64 * 1024;

/** Statuses whose Response may not carry a body (the constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that fails with ConnectionStalled when no progress is seen for `idleMs`: the answer's
 * headers (when `beforeHeaders`: an upload's operator may work on a large body before answering,
 * which its ceiling covers instead) and then each chunk of the body. A slow answer that keeps
 * moving is never cut; a stalled one ends within `idleMs`. The caller's own timeout is the ceiling.
 */
export function withIdleTimeout(
  fetch: HttpFetch,
  idleMs: number,
  opts: { beforeHeaders: boolean; whileSending?: boolean },
): HttpFetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal ?? undefined;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    let stalled: ConnectionStalled | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = (phase: ConnectionStalled['phase'] = 'receiving') => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = new ConnectionStalled(idleMs, phase);
        controller.abort(stalled);
      }, idleMs);
    };
    const disarm = () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    };
    const failure = (error: unknown) => stalled ?? error;

    if (opts.beforeHeaders) arm();
    // While the body goes out, the idle limit watches its slices; after the last, the answer (or the ceiling).
    const sent = opts.whileSending
      ? watchedBody(
          init,
          () => arm('sending'),
          () => (opts.beforeHeaders ? arm() : clearTimeout(timer)),
        )
      : {};
    let response: Response;
    try {
      response = await fetch(input, { ...init, ...sent, signal: controller.signal });
    } catch (error) {
      disarm();
      throw failure(error);
    }
    // Also an opaque redirect (status 0) or any status a Response cannot be built with: handed back as it came.
    if (!response.body || NULL_BODY.has(response.status) || response.status < 200 || response.status > 599) {
      disarm();
      return response;
    }
    arm();
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(sink) {
        try {
          const { done, value } = await reader.read();
          if (done) {
            disarm();
            sink.close();
            return;
          }
          arm();
          sink.enqueue(value);
        } catch (error) {
          disarm();
          sink.error(failure(error));
        }
      },
      cancel(reason) {
        disarm();
        return reader.cancel(reason);
      },
    });
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}

/**
 * An upload's body as a stream the fetch pulls slice by slice, with the same Content-Length the
 * whole body would carry (Node's fetch then sends it as one fixed-length body, not chunked; the
 * operator sees no difference). The fetch takes the next slice only when the socket has room, so
 * each pull is progress: `onProgress` re-arms the idle limit, `onLast` runs once every slice has
 * been taken (the system's socket buffers may still hold the tail: their stall ends at the ceiling).
 */
function watchedBody(
  init: RequestInit | undefined,
  onProgress: () => void,
  onLast: () => void,
): Partial<RequestInit> & { duplex?: 'half' } {
  const body = init?.body;
  if (typeof body !== 'string' && !(body instanceof Uint8Array)) return {};
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  if (bytes.byteLength === 0) return {};
  const headers = new Headers(init?.headers);
  headers.set('content-length', String(bytes.byteLength));
  let at = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(sink) {
        if (at >= bytes.byteLength) {
          sink.close();
          return;
        }
        onProgress();
        sink.enqueue(bytes.subarray(at, at + SEND_SLICE));
        at += SEND_SLICE;
        if (at >= bytes.byteLength) onLast();
      },
    },
    { highWaterMark: 0 },
  );
  return { body: stream, headers, duplex: 'half' };
}

/** The stall behind an error, when a stall caused it (a body read may wrap the stream's error). */
export function stallOf(error: unknown): ConnectionStalled | null {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionStalled) return e;
  }
  return null;
}
