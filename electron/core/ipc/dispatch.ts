import { z } from 'zod';
import {
  invokeContract,
  isInvokeChannel,
  type InvokeChannel,
  type InvokeOutput,
  type ParsedInput,
} from '../../../shared/ipc/contract';
import type { IpcResult } from '../../../shared/ipc/result';
import { toIpcError } from '../errors';

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
  const input = spec.input.safeParse(rawInput);
  if (!input.success) {
    return {
      ok: false,
      error: {
        code: 'invalid-input',
        message: `Invalid input for ${channel}: ${z.prettifyError(input.error)}`,
        details: { issues: input.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })) },
      },
    };
  }
  let output: unknown;
  try {
    output = await (handlers[channel] as (input: unknown) => unknown)(input.data);
  } catch (error) {
    return { ok: false, error: toIpcError(error) };
  }
  const checked = spec.output.safeParse(output);
  if (!checked.success) {
    return {
      ok: false,
      error: {
        code: 'invalid-output',
        message: `Handler for ${channel} returned an invalid result: ${z.prettifyError(checked.error)}`,
      },
    };
  }
  return { ok: true, data: checked.data };
}
