import type { WebhookSubscription } from '@shared/ipc/channels/webhooks';
import { webhookEventNameSchema, type WebhookEventName } from '@shared/protocol/webhooks';
import { checkWebhookSignature } from '@core/webhooks/webhook-signature';
import { fetchWebhookKey } from '@core/webhooks/webhook-key-vault';
import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode } from '../exit-codes';
import { formatInstant, formatTable } from '../format';
import { readSecret } from '../prompt';
import { readInputFile } from '../read-input';
import type { Session } from '../session';
import type { CliStrings } from '../strings/cli-strings';
import { normalizeGuid, selectStore } from '../store-select';

function eventArg(s: Session, value: string): WebhookEventName {
  const parsed = webhookEventNameSchema.safeParse(value);
  if (!parsed.success) {
    throw new CliError(
      ExitCode.usage,
      'usage',
      `${s.t.errors.prefix}${s.t.usage.unknownEvent({ name: value, allowed: webhookEventNameSchema.options.join(', ') })}`,
    );
  }
  return parsed.data;
}

function clientIdFlag(s: Session, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const guid = normalizeGuid(value);
  if (!guid) throw new CliError(ExitCode.usage, 'usage', `${s.t.errors.prefix}${s.t.usage.badGuid({ value })}`);
  return guid;
}

/**
 * `webhooks key [--reveal]`: masked by default (length and fingerprint, through the same channel
 * the app's screen uses). `--reveal` prints the key itself: no channel ever returns it (the app
 * copies it from main), so the CLI asks the store's API client of core directly, and warns.
 */
export const webhooksKey: CommandDef = {
  name: 'webhooks key',
  flags: { reveal: 'boolean' },
  args: { names: [], min: 0, max: 0 },
  async run({ s, flags }) {
    const { t } = s;
    const profile = await selectStore(s, flags);
    const info = await s.invoke('webhooks:key-info', { profileId: profile.id });
    if (!flag.bool(flags, 'reveal')) {
      return {
        data: { profileId: profile.id, ...info, revealed: false },
        lines: [
          t.webhooks.keyMasked({
            length: info.length,
            fingerprint: info.fingerprint,
            at: formatInstant(info.fetchedAt, t),
          }),
        ],
      };
    }
    s.out.note(t.webhooks.revealWarning);
    const client = await s.core().context.clientFor(profile.id);
    const secret = await fetchWebhookKey(client, s.io.signal);
    return { data: { profileId: profile.id, ...info, revealed: true, key: secret }, lines: [secret] };
  },
};

/** `webhooks list`: the subscriptions made from this PC. */
export const webhooksList: CommandDef = {
  name: 'webhooks list',
  flags: {},
  args: { names: [], min: 0, max: 0 },
  async run({ s, flags }) {
    const { t } = s;
    const profile = await selectStore(s, flags);
    // Receivers not checked in the last 10 minutes are asked first: no stale "answers".
    const items = await s.invoke('webhooks:recheck', { profileId: profile.id });
    if (items.length === 0)
      return { data: { profileId: profile.id, subscriptions: items }, lines: [t.webhooks.listEmpty] };
    const rows = items.map((w) => [
      w.event,
      w.clientId,
      w.url,
      `${w.lastAction} ${formatInstant(w.lastResultAt, t)}`,
      w.lastOk ? t.webhooks.ok : (w.lastCode ?? '?'),
      receiverText(w.receiverCheck, t),
    ]);
    return { data: { profileId: profile.id, subscriptions: items }, lines: formatTable(t.webhooks.listHeaders, rows) };
  },
};

/** The last check of a receiver, with its time and, when it did not answer, why. */
function receiverText(check: WebhookSubscription['receiverCheck'], t: CliStrings): string {
  if (!check) return t.webhooks.receiver.never;
  const at = formatInstant(check.at, t);
  if (check.outcome === 'unreachable')
    return t.webhooks.receiver.unreachable({ reason: t.webhooks.receiver.reasons[check.reason ?? 'network'], at });
  return t.webhooks.receiver[check.outcome]({ status: check.status ?? 0, at });
}

/** `webhooks subscribe EVENT URL [--client-id GUID]`. */
export const webhooksSubscribe: CommandDef = {
  name: 'webhooks subscribe',
  flags: { 'client-id': 'string' },
  args: { names: ['СОБЫТИЕ', 'URL'], min: 2, max: 2 },
  async run({ s, flags, args }) {
    const event = eventArg(s, args[0]!);
    const clientId = clientIdFlag(s, flag.str(flags, 'client-id'));
    const profile = await selectStore(s, flags);
    const result = await s.invoke('webhooks:subscribe', { profileId: profile.id, event, url: args[1]!, clientId });
    return {
      data: { profileId: profile.id, ...result },
      lines: [s.t.webhooks.subscribed({ event, url: result.subscription.url, replaced: result.replacedExisting })],
    };
  },
};

/** `webhooks unsubscribe EVENT [--client-id GUID]`. */
export const webhooksUnsubscribe: CommandDef = {
  name: 'webhooks unsubscribe',
  flags: { 'client-id': 'string' },
  args: { names: ['СОБЫТИЕ'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const event = eventArg(s, args[0]!);
    const clientId = clientIdFlag(s, flag.str(flags, 'client-id'));
    const profile = await selectStore(s, flags);
    const result = await s.invoke('webhooks:unsubscribe', { profileId: profile.id, event, clientId });
    return {
      data: { profileId: profile.id, event, ...result },
      lines: [s.t.webhooks.unsubscribed({ event, wasOnServer: result.wasOnServer })],
    };
  },
};

/**
 * `webhooks verify FILE SIGNATURE [--key-file F | --key-stdin]`: the raw bytes of a notification
 * body against its X-Signature with the shared verifier. The key comes from a file, stdin, or
 * the store's server; never from the command line (it would stay in the shell history).
 */
export const webhooksVerify: CommandDef = {
  name: 'webhooks verify',
  flags: { 'key-file': 'string', 'key-stdin': 'boolean' },
  args: { names: ['ФАЙЛ', 'ПОДПИСЬ'], min: 2, max: 2 },
  async run({ s, flags, args }) {
    const { t } = s;
    const keyFile = flag.str(flags, 'key-file');
    const keyStdin = flag.bool(flags, 'key-stdin');
    if (keyFile !== undefined && keyStdin)
      throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.usage.keyTwice}`);
    const body = await readInputFile(s, args[0]!);
    // Accept the whole header line as copied from a log: "X-Signature: sha256=…".
    const signature = args[1]!.replace(/^\s*x-signature\s*:\s*/i, '');
    let key: string;
    let keySource: string;
    if (keyFile !== undefined) {
      key = (await readInputFile(s, keyFile)).bytes.toString('utf8').replace(/\r?\n$/, '');
      keySource = 'file';
    } else if (keyStdin) {
      key = await readSecret(s.io, t, '');
      keySource = 'stdin';
    } else {
      const profile = await selectStore(s, flags);
      const client = await s.core().context.clientFor(profile.id);
      key = await fetchWebhookKey(client, s.io.signal);
      keySource = 'server';
      s.out.note(t.webhooks.keyFromServer({ name: profile.name }));
    }
    if (key === '') throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.webhooks.keyEmpty}`);
    const verdict = checkWebhookSignature(new Uint8Array(body.bytes), signature, key);
    const text = t.webhooks.verdicts[verdict] ?? verdict;
    return {
      data: { file: body.path, bytes: body.bytes.length, verdict, valid: verdict === 'valid', keySource },
      lines: verdict === 'valid' ? [text] : [],
      failure:
        verdict === 'valid'
          ? undefined
          : new CliError(ExitCode.invalid, `signature-${verdict}`, `${t.errors.prefix}${text}`, { verdict }),
    };
  },
};
