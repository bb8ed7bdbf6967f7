import type { z } from 'zod';
import { appEvents, appInvoke } from './channels/app';
import { codesEvents, codesInvoke } from './channels/codes';
import { dictionariesEvents, dictionariesInvoke } from './channels/dictionaries';
import { exportsEvents, exportsInvoke } from './channels/exports';
import { preflightEvents, preflightInvoke } from './channels/preflight';
import { productsEvents, productsInvoke } from './channels/products';
import { importEvents, importInvoke } from './channels/import';
import { profilesEvents, profilesInvoke } from './channels/profiles';
import { recentFilesInvoke } from './channels/recent-files';
import { shellEvents } from './channels/shell';
import { stocksEvents, stocksInvoke } from './channels/stocks';
import { webhooksEvents, webhooksInvoke } from './channels/webhooks';
import { uploadsEvents, uploadsInvoke } from './channels/uploads';
import { uploadHistoryInvoke } from './channels/upload-history';
import { uploadIntakeEvents, uploadIntakeInvoke } from './channels/upload-intake';
import type { FileRefInfo } from './channels/upload-intake';
import { workbenchEvents, workbenchInvoke } from './channels/workbench';
import type { IpcResult } from './result';

/**
 * The IPC contract: the only place a channel is named. Each feature declares its channels in
 * `channels/<feature>.ts` (`feature:verb-noun`, zod input and output); this file joins them.
 * Preload, main, the web bridge and the renderer are all typed and checked from it.
 */
export const invokeContract = {
  ...appInvoke,
  ...dictionariesInvoke,
  ...profilesInvoke,
  ...stocksInvoke,
  ...webhooksInvoke,
  ...uploadsInvoke,
  ...uploadHistoryInvoke,
  ...uploadIntakeInvoke,
  ...preflightInvoke,
  ...productsInvoke,
  ...importInvoke,
  ...codesInvoke,
  ...exportsInvoke,
  ...workbenchInvoke,
  ...recentFilesInvoke,
} as const;

/** Events main pushes to the renderer, with their payload schemas. */
export const eventContract = {
  ...appEvents,
  ...dictionariesEvents,
  ...profilesEvents,
  ...stocksEvents,
  ...webhooksEvents,
  ...uploadsEvents,
  ...uploadIntakeEvents,
  ...preflightEvents,
  ...productsEvents,
  ...importEvents,
  ...codesEvents,
  ...exportsEvents,
  ...workbenchEvents,
  ...shellEvents,
} as const;

export type InvokeContract = typeof invokeContract;
export type InvokeChannel = keyof InvokeContract;
export type EventContract = typeof eventContract;
export type EventChannel = keyof EventContract;

/** What the caller passes (before zod defaults and transforms). */
export type InvokeInput<C extends InvokeChannel> = z.input<InvokeContract[C]['input']>;
/** What a handler receives (after parsing). */
export type ParsedInput<C extends InvokeChannel> = z.output<InvokeContract[C]['input']>;
/** What a handler returns and the caller receives. */
export type InvokeOutput<C extends InvokeChannel> = z.output<InvokeContract[C]['output']>;
export type EventPayload<E extends EventChannel> = z.output<EventContract[E]>;

/** Channels whose input is void may be invoked without an argument. */
export type InvokeArgs<C extends InvokeChannel> = [InvokeInput<C>] extends [void | undefined]
  ? [input?: undefined]
  : [input: InvokeInput<C>];

/** The surface the preload (and the web bridge in dev/test) exposes as `window.desk`. */
export interface DeskApi {
  invoke<C extends InvokeChannel>(channel: C, ...args: InvokeArgs<C>): Promise<IpcResult<InvokeOutput<C>>>;
  /** Subscribes to a main-process event; returns the unsubscribe function. */
  on<E extends EventChannel>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
  /**
   * Registers a file the user dropped or chose (a DOM `File`) with the shell and returns an opaque
   * reference for `uploads:preview-ref`: the preload takes its path (Electron), the web bridge
   * streams it to a private temporary file. The page never learns a path nor sends the bytes.
   */
  refFile(file: ChosenFile): Promise<IpcResult<FileRefInfo>>;
}

/** The part of a DOM `File` the contract names (shared/ has no DOM types). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
}

export const invokeChannelNames = Object.keys(invokeContract) as InvokeChannel[];
export const eventChannelNames = Object.keys(eventContract) as EventChannel[];

export function isInvokeChannel(name: unknown): name is InvokeChannel {
  return typeof name === 'string' && Object.hasOwn(invokeContract, name);
}

export function isEventChannel(name: unknown): name is EventChannel {
  return typeof name === 'string' && Object.hasOwn(eventContract, name);
}
