import { afterAll, describe, expect, it } from 'vitest';
import type { GuardRule } from '@shared/ipc/channels/uploads';
import { checkGuardRails, decideGuardRails, type GuardHistoryEntry } from './guard-rails';

/** Instants are written in Moscow time (+03:00) so each case reads like the rule it tests. */
const at = (moscow: string): Date => new Date(`${moscow}+03:00`);

const full = (moscow: string, outcome: GuardHistoryEntry['outcome'] = 'processed', rows = 100): GuardHistoryEntry => ({
  kind: 'full',
  outcome,
  startedAt: at(moscow),
  finishedAt: new Date(at(moscow).getTime() + 2000),
  rows,
});
const changes = (
  moscow: string,
  outcome: GuardHistoryEntry['outcome'] = 'accepted',
  answeredAfterMs = 0,
): GuardHistoryEntry => ({
  kind: 'changes',
  outcome,
  startedAt: at(moscow),
  finishedAt: new Date(at(moscow).getTime() + answeredAfterMs),
  rows: 5,
});
const deleted = (moscow: string, outcome: GuardHistoryEntry['outcome'] = 'deleted'): GuardHistoryEntry => ({
  kind: 'delete',
  outcome,
  startedAt: at(moscow),
  finishedAt: at(moscow),
  rows: null,
});

interface Case {
  name: string;
  kind: 'full' | 'changes';
  now: string;
  rows?: number;
  errors?: number;
  history?: GuardHistoryEntry[];
  expect: GuardRule[];
}

const cases: Case[] = [
  // The recommended window, 05:15 (inside) to 08:45 (outside), in Moscow time.
  {
    name: 'window opens at 05:15:00',
    kind: 'full',
    now: '2024-05-10T05:15:00',
    expect: [],
  },
  {
    name: 'one second before the window',
    kind: 'full',
    now: '2024-05-10T05:14:59',
    expect: ['outside-window'],
  },
  {
    name: 'last second of the window',
    kind: 'full',
    now: '2024-05-10T08:44:59',
    expect: [],
  },
  {
    name: 'window closed at 08:45:00',
    kind: 'full',
    now: '2024-05-10T08:45:00',
    expect: ['outside-window'],
  },
  {
    name: 'Moscow midnight is outside the window',
    kind: 'full',
    now: '2024-05-10T00:00:00',
    expect: ['outside-window'],
  },
  // One full upload per Moscow day: the day turns at Moscow midnight, not the PC's.
  {
    name: 'second full the same Moscow day',
    kind: 'full',
    now: '2024-05-10T08:00:00',
    history: [full('2024-05-10T06:00:00')],
    expect: ['second-full-today'],
  },
  {
    name: 'full at 23:59:59 Moscow, then one after Moscow midnight',
    kind: 'full',
    now: '2024-05-11T06:00:00',
    history: [full('2024-05-10T23:59:59')],
    expect: [],
  },
  {
    name: 'full at 00:00:00 Moscow counts for the new day',
    kind: 'full',
    now: '2024-05-11T06:00:00',
    history: [full('2024-05-11T00:00:00')],
    expect: ['second-full-today'],
  },
  {
    name: 'a refused full does not count as the day’s one',
    kind: 'full',
    now: '2024-05-10T07:00:00',
    history: [full('2024-05-10T06:00:00', 'refused')],
    expect: [],
  },
  {
    name: 'an outcome-unknown full may count as the day’s one',
    kind: 'full',
    now: '2024-05-10T07:00:00',
    history: [full('2024-05-10T06:00:00', 'unknown')],
    expect: ['second-full-today'],
  },
  // 30% or more fewer rows than the last accepted full upload.
  {
    name: 'exactly 30% fewer rows',
    kind: 'full',
    now: '2024-05-11T06:00:00',
    rows: 70,
    history: [full('2024-05-10T06:00:00')],
    expect: ['row-drop'],
  },
  {
    name: '29% fewer rows',
    kind: 'full',
    now: '2024-05-11T06:00:00',
    rows: 71,
    history: [full('2024-05-10T06:00:00')],
    expect: [],
  },
  {
    name: 'compared with the last accepted, not a refused one',
    kind: 'full',
    now: '2024-05-12T06:00:00',
    rows: 60,
    history: [full('2024-05-10T06:00:00', 'processed', 100), full('2024-05-11T06:00:00', 'refused', 60)],
    expect: ['row-drop'],
  },
  // Changes: at most one per 10 minutes, counted from the operator's answer.
  {
    name: 'changes 9:59 after the last',
    kind: 'changes',
    now: '2024-05-10T12:09:59',
    history: [changes('2024-05-10T12:00:00')],
    expect: ['changes-too-soon'],
  },
  {
    name: 'changes exactly 10 minutes after',
    kind: 'changes',
    now: '2024-05-10T12:10:00',
    history: [changes('2024-05-10T12:00:00')],
    expect: [],
  },
  {
    name: 'the interval counts from the answer, not the start',
    kind: 'changes',
    now: '2024-05-10T12:10:05',
    history: [changes('2024-05-10T12:00:00', 'accepted', 10_000)],
    expect: ['changes-too-soon'],
  },
  {
    name: 'changes across Moscow midnight are still held',
    kind: 'changes',
    now: '2024-05-11T00:03:00',
    history: [changes('2024-05-10T23:58:00')],
    expect: ['changes-too-soon'],
  },
  {
    name: 'refused changes do not start the interval',
    kind: 'changes',
    now: '2024-05-10T12:01:00',
    history: [changes('2024-05-10T12:00:00', 'refused')],
    expect: [],
  },
  {
    name: 'changes are never outside a window',
    kind: 'changes',
    now: '2024-05-10T23:30:00',
    expect: [],
  },
  // After DELETE, changes wait for a full upload.
  {
    name: 'changes after a delete',
    kind: 'changes',
    now: '2024-05-10T12:00:00',
    history: [deleted('2024-05-10T11:00:00')],
    expect: ['changes-after-delete'],
  },
  {
    name: 'changes after delete then full',
    kind: 'changes',
    now: '2024-05-10T12:00:00',
    history: [deleted('2024-05-10T06:00:00'), full('2024-05-10T07:00:00')],
    expect: [],
  },
  {
    name: 'a full that failed processing does not restore',
    kind: 'changes',
    now: '2024-05-10T12:00:00',
    history: [deleted('2024-05-10T06:00:00'), full('2024-05-10T07:00:00', 'processing-error')],
    expect: ['changes-after-delete'],
  },
  {
    name: 'a failed delete changes nothing',
    kind: 'changes',
    now: '2024-05-10T12:00:00',
    history: [deleted('2024-05-10T11:00:00', 'failed')],
    expect: [],
  },
  // Empty packages.
  {
    name: 'a full upload without rows',
    kind: 'full',
    now: '2024-05-10T06:00:00',
    rows: 0,
    expect: ['empty-full'],
  },
  {
    name: 'changes without rows are not sent',
    kind: 'changes',
    now: '2024-05-10T12:00:00',
    rows: 0,
    expect: ['empty-changes'],
  },
  // Local errors.
  {
    name: 'a package with local errors',
    kind: 'full',
    now: '2024-05-10T06:00:00',
    errors: 3,
    expect: ['invalid-package'],
  },
];

const zones = [
  { tz: 'UTC', offsetMinutes: 0 },
  { tz: 'Asia/Krasnoyarsk', offsetMinutes: 420 },
];

describe.each(zones)('guard rails on a PC in $tz', ({ tz, offsetMinutes }) => {
  const original = process.env.TZ;
  afterAll(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it('runs with the PC zone set', () => {
    // Node re-reads TZ when it changes, so the rest of this block really runs "in" that zone.
    process.env.TZ = tz;
    expect(-new Date('2024-05-10T00:00:00Z').getTimezoneOffset() + 0).toBe(offsetMinutes);
  });

  it.each(cases)('$name', (c) => {
    process.env.TZ = tz;
    const findings = checkGuardRails({
      kind: c.kind,
      rows: c.rows === undefined ? 100 : c.rows,
      localErrorCount: c.errors ?? 0,
      now: at(c.now),
      history: c.history ?? [],
    });
    // Cases not about the window are set inside it for full uploads; list only what the case names.
    expect(findings.map((f) => f.rule).sort()).toEqual([...c.expect].sort());
  });
});

describe('guard-rail details', () => {
  it('says when held changes become allowed and when the next window opens', () => {
    const held = checkGuardRails({
      kind: 'changes',
      rows: 1,
      localErrorCount: 0,
      now: at('2024-05-10T12:04:00'),
      history: [changes('2024-05-10T12:00:00')],
    });
    expect(held).toEqual([
      {
        rule: 'changes-too-soon',
        action: 'hold',
        previousAt: '2024-05-10T09:00:00.000Z',
        allowedAt: '2024-05-10T09:10:00.000Z',
      },
    ]);
    const late = checkGuardRails({
      kind: 'full',
      rows: 1,
      localErrorCount: 0,
      now: at('2024-05-10T21:30:00'),
      history: [],
    });
    expect(late).toEqual([
      {
        rule: 'outside-window',
        action: 'confirm',
        moscowTime: '21:30',
        windowStart: '05:15',
        windowEnd: '08:45',
        nextWindowAt: '2024-05-11T02:15:00.000Z',
      },
    ]);
    const early = checkGuardRails({
      kind: 'full',
      rows: 1,
      localErrorCount: 0,
      now: at('2024-05-10T03:00:00'),
      history: [],
    });
    expect(early[0]).toMatchObject({
      rule: 'outside-window',
      nextWindowAt: '2024-05-10T02:15:00.000Z',
    });
  });

  it('reports the drop and the next Moscow day', () => {
    const findings = checkGuardRails({
      kind: 'full',
      rows: 50,
      localErrorCount: 0,
      now: at('2024-05-10T07:00:00'),
      history: [full('2024-05-10T06:00:00', 'processed', 80)],
    });
    expect(findings).toContainEqual({
      rule: 'second-full-today',
      action: 'confirm',
      previousAt: '2024-05-10T03:00:00.000Z',
      nextDayAt: '2024-05-10T21:00:00.000Z',
    });
    expect(findings).toContainEqual({
      rule: 'row-drop',
      action: 'confirm',
      rows: 50,
      previousRows: 80,
      dropPercent: 37.5,
      previousAt: '2024-05-10T03:00:00.000Z',
    });
  });

  it('needs every confirmation, holds only on request, and never passes a refusal', () => {
    const findings = checkGuardRails({
      kind: 'full',
      rows: 50,
      localErrorCount: 0,
      now: at('2024-05-10T07:00:00'),
      history: [full('2024-05-10T06:00:00', 'processed', 80)],
    });
    expect(decideGuardRails(findings, ['second-full-today'], false)).toMatchObject({
      verdict: 'blocked',
      blocking: [{ rule: 'row-drop' }],
    });
    expect(decideGuardRails(findings, ['second-full-today', 'row-drop'], false)).toEqual({
      verdict: 'send',
      blocking: [],
      holdUntil: null,
    });

    const held = checkGuardRails({
      kind: 'changes',
      rows: 1,
      localErrorCount: 0,
      now: at('2024-05-10T12:04:00'),
      history: [changes('2024-05-10T12:00:00')],
    });
    expect(decideGuardRails(held, [], false).verdict).toBe('blocked');
    expect(decideGuardRails(held, [], true)).toEqual({
      verdict: 'hold',
      blocking: [],
      holdUntil: at('2024-05-10T12:10:00'),
    });

    const refused = checkGuardRails({
      kind: 'changes',
      rows: 1,
      localErrorCount: 0,
      now: at('2024-05-10T12:04:00'),
      history: [deleted('2024-05-10T11:00:00')],
    });
    expect(
      decideGuardRails(refused, ['second-full-today', 'outside-window', 'row-drop', 'invalid-package'], true).verdict,
    ).toBe('blocked');
  });
});
