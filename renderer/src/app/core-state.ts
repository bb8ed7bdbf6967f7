import type { EventPayload } from '@shared/ipc/contract';

export type CoreState = EventPayload<'core:state'>;

/** What the shell shows for the core host's state: nothing when ready, a notice otherwise. */
export function coreNotice(
  state: CoreState | null,
): { tone: 'warn' | 'error'; key: 'core.reconnecting' | 'core.failed' } | null {
  if (!state || state.state === 'ready') return null;
  return state.state === 'reconnecting'
    ? { tone: 'warn', key: 'core.reconnecting' }
    : { tone: 'error', key: 'core.failed' };
}

/** After a restart, everything cached may be stale (the ledger recovered rows, a sync stopped). */
export function shouldRefetchAll(previous: CoreState | null, next: CoreState): boolean {
  return next.state === 'ready' && previous !== null && previous.state !== 'ready';
}
