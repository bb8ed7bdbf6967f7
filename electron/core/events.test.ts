import { describe, expect, it } from 'vitest';
import type { EventChannel, EventPayload } from '@shared/ipc/contract';
import { createEventBus } from './events';

describe("core's event bus: the one parse of each payload", () => {
  it('parses a payload once, before any listener sees it, and refuses one the contract does not allow', () => {
    const bus = createEventBus();
    const seen: { event: EventChannel; payload: unknown }[] = [];
    const off = bus.onAny((event, payload) => seen.push({ event, payload }));
    bus.emit('db:changed', { tables: ['store_profiles'] });
    expect(seen).toEqual([{ event: 'db:changed', payload: { tables: ['store_profiles'] } }]);
    const wrong = { tables: ['no_such_table'] } as unknown as EventPayload<'db:changed'>;
    expect(() => bus.emit('db:changed', wrong)).toThrow();
    expect(seen).toHaveLength(1);
    off();
    bus.emit('db:changed', { tables: ['store_profiles'] });
    expect(seen).toHaveLength(1);
  });
});
