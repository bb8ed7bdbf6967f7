import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeChannelNames, type InvokeChannel } from '@shared/ipc/contract';
import { errorCodes } from '@shared/ipc/result';
import { seededRandom } from '@sandbox/util/seeded-random';
import type { HttpFetch } from '../ports';
import { startTestCore, type TestCore } from '@tests/kits/core/profiles/core-test-kit';
import { dispatchInvoke } from './dispatch';
import { fuzzInput } from '@tests/kits/core/ipc/fuzz-inputs';

// Run under scripts/with-keyring.sh. Random and mutated inputs for every invoke channel, through
// the dispatcher every shell uses, against a real core (temp SQLite, embedded sandbox, keychain).
// Seeded (FUZZ_SEED reproduces a run) and bounded in time (FUZZ_MS, default 15 s).
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const BUDGET_MS = Number(process.env.FUZZ_MS ?? 15_000);
// A call still running after this is left to finish in the background (a real sync, a slow keychain).
const CALL_TIMEOUT_MS = 3_000;

// Anything but loopback is refused before a socket opens: fuzzed addresses must not reach the network.
const loopbackOnly: HttpFetch = (input, init) => {
  const host = new URL(String(input)).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '[::1]') {
    return Promise.reject(new TypeError(`fetch failed: ${host} is off limits in the fuzz test`));
  }
  return fetch(input, init);
};

const errorCodeSet = new Set<string>(errorCodes);
const prototypeNames = (o: object) => Object.getOwnPropertyNames(o).sort().join(',');
const describeInput = (input: unknown) => {
  try {
    const text = JSON.stringify(input, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v));
    return text === undefined ? String(input) : text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch (error) {
    return `<${(error as Error).message}>`;
  }
};

/** What is wrong with one answer, or undefined when it is a well-formed success or a specific refusal. */
function problemWith(channel: InvokeChannel, result: unknown): string | undefined {
  if (typeof result !== 'object' || result === null) return 'not an object';
  const r = result as { ok?: unknown; error?: { code?: unknown; message?: unknown } };
  if (r.ok === true) return undefined;
  if (r.ok !== false || typeof r.error !== 'object' || r.error === null) return 'not { ok, data | error }';
  const { code, message } = r.error;
  if (typeof code !== 'string' || !errorCodeSet.has(code)) return `unknown code ${String(code)}`;
  if (code === 'internal' || code === 'invalid-output') return `${code}: ${String(message)}`;
  if (typeof message !== 'string' || message.trim().length < 12) return `vague message "${String(message)}"`;
  if (/undefined|\[object Object\]|NaN/.test(message) && code !== 'invalid-input')
    return `message leaks a raw value: ${message}`;
  // The dispatcher's own refusals name the channel (handlers' refusals name their field instead).
  if (code === 'invalid-input' && message.startsWith('Invalid input for') && !message.includes(channel))
    return `invalid-input names another channel: ${message}`;
  try {
    structuredClone(result);
  } catch {
    return 'cannot cross IPC (structured clone failed)';
  }
  return undefined;
}

describe('IPC input fuzzing against a real core', () => {
  let t: TestCore;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(() => {
    process.on('unhandledRejection', onUnhandled);
    t = startTestCore({ fetch: loopbackOnly });
  });
  afterAll(async () => {
    await t?.close();
    process.off('unhandledRejection', onUnhandled);
  });

  it(
    `answers every input of every channel with data or a specific refusal (seed ${SEED})`,
    async () => {
      const random = seededRandom(SEED);
      const before = [Object.prototype, Array.prototype, Function.prototype].map(prototypeNames);
      const problems: string[] = [];
      const calls = new Map<string, number>();
      const outcomes = new Map<string, number>();
      let slowest = { channel: '', ms: 0, input: '' };
      const deadline = Date.now() + BUDGET_MS;
      let round = 0;
      // Round-robin, so every channel gets its share whatever the budget.
      while (Date.now() < deadline || round === 0) {
        for (const channel of invokeChannelNames) {
          if (round > 0 && Date.now() >= deadline) break;
          const input = fuzzInput(channel, random);
          const started = Date.now();
          const answer = await Promise.race([
            dispatchInvoke(t.core.handlers, channel, input),
            new Promise((resolve) => setTimeout(() => resolve({ ok: true, slow: channel }), CALL_TIMEOUT_MS)),
          ]);
          calls.set(channel, (calls.get(channel) ?? 0) + 1);
          if (Date.now() - started > slowest.ms)
            slowest = { channel, ms: Date.now() - started, input: describeInput(input) };
          const code = (answer as { ok: boolean; error?: { code: string } }).ok
            ? (answer as { slow?: string }).slow
              ? `slow ${channel}`
              : 'ok'
            : ((answer as { error?: { code?: string } }).error?.code ?? '?');
          outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
          const problem = problemWith(channel, answer);
          if (problem) problems.push(`${channel} ${describeInput(input)} → ${problem}`);
        }
        round++;
      }
      await t.invoke('dictionaries:cancel-sync', { profileId: t.sandboxProfileId });

      expect(problems, `seed ${SEED}`).toEqual([]);
      expect(unhandled, `seed ${SEED}`).toEqual([]);
      expect([Object.prototype, Array.prototype, Function.prototype].map(prototypeNames)).toEqual(before);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect([...calls.keys()].sort()).toEqual([...invokeChannelNames].sort());
      const total = [...calls.values()].reduce((a, b) => a + b, 0);
      console.info(
        `IPC fuzz: ${total} calls in ${round} rounds, seed ${SEED}: ${JSON.stringify(Object.fromEntries(outcomes))}; ` +
          `slowest ${slowest.channel} ${slowest.ms} ms ${slowest.input.slice(0, 120)}`,
      );
    },
    BUDGET_MS + 60_000,
  );
});
