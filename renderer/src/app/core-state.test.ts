import { describe, expect, it } from 'vitest';
import { coreNotice, shouldRefetchAll } from './core-state';

describe('core host state in the shell', () => {
  const ready = { state: 'ready', restarts: 1, reason: null } as const;
  const reconnecting = { state: 'reconnecting', restarts: 1, reason: 'exit code null' } as const;
  const failed = { state: 'failed', restarts: 5, reason: 'stopped 5 times' } as const;

  it('shows "reconnecting" while the host restarts and a final error when it gave up', () => {
    expect(coreNotice(null)).toBeNull();
    expect(coreNotice(ready)).toBeNull();
    expect(coreNotice(reconnecting)).toEqual({ tone: 'warn', key: 'core.reconnecting' });
    expect(coreNotice(failed)).toEqual({ tone: 'error', key: 'core.failed' });
  });

  it('refetches everything once the host is back, not on the first ready', () => {
    expect(shouldRefetchAll(null, ready)).toBe(false);
    expect(shouldRefetchAll(reconnecting, ready)).toBe(true);
    expect(shouldRefetchAll(ready, reconnecting)).toBe(false);
  });
});
