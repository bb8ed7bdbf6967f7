import type { DeskApi, InvokeArgs, InvokeChannel, InvokeOutput } from '@shared/ipc/contract';
import type { IpcError } from '@shared/ipc/result';

declare global {
  interface Window {
    /** Provided by the preload (desktop) or the web bridge (dev/test); the renderer's only way to main. */
    readonly desk: DeskApi;
  }
}

/** An invoke that main answered with an error; `code` picks the translated message. */
export class DeskInvokeError extends Error {
  constructor(readonly error: IpcError) {
    super(error.message);
    this.name = 'DeskInvokeError';
  }
}

/** Calls a contract channel and unwraps the result, throwing DeskInvokeError so TanStack Query sees a failure. */
export async function invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<InvokeOutput<C>> {
  const result = await window.desk.invoke(channel, ...args);
  if (!result.ok) throw new DeskInvokeError(result.error);
  return result.data;
}

/** The id under which main logged an internal error (`details.errorId`), for "error 3F9A0C — see the log". */
export function errorIdOf(error: unknown): string | undefined {
  if (!(error instanceof DeskInvokeError)) return undefined;
  const id = (error.error.details as { errorId?: unknown } | undefined)?.errorId;
  return typeof id === 'string' ? id : undefined;
}
