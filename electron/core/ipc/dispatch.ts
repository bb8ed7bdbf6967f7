import { z } from 'zod';
import {
  invokeContract,
  isInvokeChannel,
  type InvokeChannel,
  type InvokeOutput,
  type ParsedInput,
} from '@shared/ipc/contract';
import type { IpcError, IpcResult } from '@shared/ipc/result';
import { toIpcError } from '../errors';
import { logInternalError } from '../logging/internal-error';
import type { Logger } from '../ports';
import { inputShapeProblem } from './input-bounds';
import { plainIssue } from '@shared/i18n/zod-issue';

/** A core function serving one channel: gets parsed input, returns the channel's output. */
export type Handler<C extends InvokeChannel> = (input: ParsedInput<C>) => Promise<InvokeOutput<C>> | InvokeOutput<C>;

/** Every channel's handler; the type makes a missing one a compile error. */
export type HandlerMap = { [C in InvokeChannel]: Handler<C> };

/** Some channels' handlers, as one feature provides them. */
export type PartialHandlerMap = Partial<HandlerMap>;

/**
 * Joins the features' handler maps into one, refusing a channel served twice or not at all:
 * "every channel has exactly one handler" holds at start-up, not only in a test.
 */
export function joinHandlers(...parts: PartialHandlerMap[]): HandlerMap {
  const joined: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [channel, handler] of Object.entries(part)) {
      if (!isInvokeChannel(channel)) throw new Error(`Handler for a channel the contract does not name: ${channel}`);
      if (channel in joined) throw new Error(`Two handlers for channel ${channel}`);
      joined[channel] = handler;
    }
  }
  const missing = Object.keys(invokeContract).filter((c) => !(c in joined));
  if (missing.length > 0) throw new Error(`No handler for channels: ${missing.join(', ')}`);
  return joined as HandlerMap;
}

// The log each handler map reports its internal errors to. Kept beside the map (not passed at
// every call) so every shell that dispatches core's handlers logs them without wiring it again.
const errorLogs = new WeakMap<HandlerMap, Logger>();

/** Makes dispatchInvoke log this map's internal errors (with an id the user sees) to `logger`. */
export function logErrorsOf(handlers: HandlerMap, logger: Logger): HandlerMap {
  errorLogs.set(handlers, logger);
  return handlers;
}

/**
 * An internal error (a bug, not a refusal) goes to the log under a short id, and the id goes
 * into `details.errorId` so the screen and the CLI can point at that exact entry.
 */
function withErrorId(handlers: HandlerMap, channel: string, error: IpcError, cause: unknown): IpcError {
  const logger = errorLogs.get(handlers);
  if (!logger) return error;
  const errorId = logInternalError(logger, cause, { channel, code: error.code });
  const details = error.details && typeof error.details === 'object' ? error.details : {};
  return { ...error, details: { ...details, errorId } };
}

const MAX_REPORTED_ISSUES = 20;

const isInternal = (error: IpcError) => error.code === 'internal' || error.code === 'invalid-output';

/**
 * Runs one invoke the way every shell does (Electron IPC, web bridge, CLI): checks the channel,
 * parses the input, calls the handler, parses the output (which also strips undeclared fields,
 * so nothing a handler did not mean to send crosses the boundary) and wraps errors as data.
 */
export async function dispatchInvoke(
  handlers: HandlerMap,
  channel: unknown,
  rawInput: unknown,
): Promise<IpcResult<unknown>> {
  if (!isInvokeChannel(channel)) {
    return { ok: false, error: { code: 'unknown-channel', message: `Unknown channel: ${String(channel)}` } };
  }
  const spec = invokeContract[channel];
  const shapeProblem = inputShapeProblem(rawInput);
  if (shapeProblem) {
    return { ok: false, error: { code: 'invalid-input', message: `Invalid input for ${channel}: ${shapeProblem}.` } };
  }
  const input = spec.input.safeParse(rawInput);
  if (!input.success) {
    // A bounded report: the first issues say what is wrong; thousands more would only bury them.
    const shown = input.error.issues.slice(0, MAX_REPORTED_ISSUES);
    const more = input.error.issues.length - shown.length;
    const text = z.prettifyError({ issues: shown } as z.ZodError) + (more > 0 ? `\n… and ${more} more issue(s)` : '');
    return {
      ok: false,
      error: {
        code: 'invalid-input',
        message: `Invalid input for ${channel}: ${text}`,
        details: {
          // Structured (path, code, bounds), so the screen and the CLI word them (shared/i18n/zod-issue.ts).
          issues: shown.map(plainIssue),
          ...(more > 0 ? { moreIssues: more } : {}),
        },
      },
    };
  }
  let output: unknown;
  try {
    output = await (handlers[channel] as (input: unknown) => unknown)(input.data);
  } catch (error) {
    const ipcError = toIpcError(error);
    return { ok: false, error: isInternal(ipcError) ? withErrorId(handlers, channel, ipcError, error) : ipcError };
  }
  const checked = spec.output.safeParse(output);
  if (!checked.success) {
    const ipcError: IpcError = {
      code: 'invalid-output',
      message: `Handler for ${channel} returned an invalid result: ${z.prettifyError(checked.error)}`,
    };
    return { ok: false, error: withErrorId(handlers, channel, ipcError, checked.error) };
  }
  return { ok: true, data: checked.data };
}
