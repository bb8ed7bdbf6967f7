import type { HttpFetch } from '../ports';

/** No byte arrived for `idleMs`: the connection stopped (as opposed to a slow one still moving). */
export class ConnectionStalled extends Error {
  constructor(readonly idleMs: number) {
    super(`the connection stopped for ${Math.round(idleMs / 100) / 10} s`);
    this.name = 'ConnectionStalled';
  }
}

/** Statuses whose Response may not carry a body (the constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A fetch that fails with ConnectionStalled when no progress is seen for `idleMs`: the answer's
 * headers (when `beforeHeaders`: an upload's operator may work on a large body before answering,
 * which its ceiling covers instead) and then each chunk of the body. A slow answer that keeps
 * moving is never cut; a stalled one ends within `idleMs`. The caller's own timeout is the ceiling.
 */
export function withIdleTimeout(fetch: HttpFetch, idleMs: number, opts: { beforeHeaders: boolean }): HttpFetch {
  return async (input, init) => {
    const controller = new AbortController();
    const outer = init?.signal ?? undefined;
    const onOuterAbort = () => controller.abort(outer?.reason);
    if (outer?.aborted) controller.abort(outer.reason);
    else outer?.addEventListener('abort', onOuterAbort, { once: true });
    let stalled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        stalled = true;
        controller.abort(new ConnectionStalled(idleMs));
      }, idleMs);
    };
    const disarm = () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    };
    const failure = (error: unknown) => (stalled ? new ConnectionStalled(idleMs) : error);

    if (opts.beforeHeaders) arm();
    let response: Response;
    try {
      response = await fetch(input, { ...init, signal: controller.signal });
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

/** The stall behind an error, when a stall caused it (a body read may wrap the stream's error). */
export function stallOf(error: unknown): ConnectionStalled | null {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionStalled) return e;
  }
  return null;
}
