import type { StoreProfile } from '@shared/ipc/channels/profiles';
import type { UploadSummary } from '@shared/ipc/channels/uploads';
import type { MessageStatus } from '@shared/protocol/messages';
import { flag } from '../args';
import { CliError } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode } from '../exit-codes';
import { formatInstant } from '../format';
import { positiveInt } from '../read-input';
import type { Session } from '../session';
import { normalizeGuid, selectStore } from '../store-select';
import { statusFailure, statusLines, statusName, waitForFinalStatus } from './tracking';

/** How long a package unknown to the server (204) is asked about again with --wait. */
const NO_INFO_PATIENCE_MS = 2 * 60_000;

/** The ledger attempt with this messageId, in any store profile. */
async function findInLedger(
  s: Session,
  messageId: string,
): Promise<{ upload: UploadSummary; profile: StoreProfile } | undefined> {
  const profiles = await s.invoke('profiles:list', undefined);
  for (const profile of profiles) {
    for (let offset = 0; ; offset += 1000) {
      const page = await s.invoke('uploads:list', { profileId: profile.id, offset, limit: 1000 });
      const hit = page.items.find((u) => u.messageId?.toLowerCase() === messageId.toLowerCase());
      if (hit) return { upload: hit, profile };
      if (offset + page.items.length >= page.total || page.items.length === 0) break;
    }
  }
  return undefined;
}

/**
 * `status MESSAGE_ID [--wait]`: a package of the ledger is refreshed through core (its tracker
 * resumes) unless its status is already final; a package sent elsewhere is asked of the chosen
 * store's server directly.
 */
export const status: CommandDef = {
  name: 'status',
  flags: { wait: 'boolean', timeout: 'string' },
  args: { names: ['MESSAGE_ID'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const messageId = normalizeGuid(args[0]!);
    if (!messageId)
      throw new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${t.usage.badMessageId({ value: args[0]! })}`);
    const wait = flag.bool(flags, 'wait');
    const timeoutSeconds =
      flag.str(flags, 'timeout') === undefined ? undefined : positiveInt(s, flag.str(flags, 'timeout'), '--timeout', 1);

    const found = await findInLedger(s, messageId);
    if (found) {
      const { profile } = found;
      const lines = [
        t.status.ledgerLine({
          id: found.upload.id,
          kind: t.upload.kinds[found.upload.kind] ?? found.upload.kind,
          store: profile.name,
          file: found.upload.fileName ?? t.common.none,
          at: formatInstant(found.upload.requestStartedAt ?? found.upload.startedAt, t),
        }),
      ];
      // Statuses 2 and 3 are final (part 3): the ledger already holds the operator's last word.
      const final = found.upload.statusId === 2 || found.upload.statusId === 3;
      const refreshed = final ? found.upload : await s.invoke('uploads:refresh-status', { uploadId: found.upload.id });
      const tracked =
        wait && refreshed.tracking === 'active'
          ? await waitForFinalStatus(
              s,
              refreshed.id,
              s.out.progress(),
              timeoutSeconds === undefined ? undefined : timeoutSeconds * 1000,
            )
          : { ...(await s.invoke('uploads:get', { uploadId: refreshed.id })), timedOut: false };
      lines.push(...statusLines(t, tracked));
      const failure =
        statusFailure(t, tracked, wait, timeoutSeconds) ??
        (tracked.upload.statusId === null
          ? new CliError(ExitCode.notFinal, 'no-info', t.upload.noInfoFinal)
          : undefined);
      const lastSaysNothing = tracked.timeline.at(-1)?.statusId === null;
      if (profile.isSandbox && (lastSaysNothing || tracked.upload.statusId === null)) lines.push(t.status.sandboxNote);
      return {
        data: { profileId: profile.id, upload: tracked.upload, timeline: tracked.timeline, timedOut: tracked.timedOut },
        lines,
        failure,
      };
    }

    const profile = await selectStore(s, flags);
    s.out.note(t.status.notInLedger({ name: profile.name }));
    const result = await pollServer(s, profile.id, messageId, wait, timeoutSeconds);
    const lines: string[] = [];
    const st = result.status;
    if (st) {
      const params = {
        id: st.statusId,
        name: statusName(t, st.statusId),
        message: st.statusMessage ?? null,
        date: formatInstant(st.statusDate, t),
      };
      lines.push(st.statusId >= 2 ? t.upload.finalStatus(params) : t.upload.currentStatus(params));
    }
    let failure: CliError | undefined;
    if (!st) failure = new CliError(ExitCode.notFinal, 'no-info', t.upload.noInfoFinal);
    else if (st.statusId === 3)
      failure = new CliError(
        ExitCode.processingError,
        'processing-error',
        t.upload.processingError({ message: st.statusMessage ?? null }),
      );
    else if (wait && st.statusId < 2)
      failure = new CliError(
        ExitCode.notFinal,
        'not-final',
        t.upload.timedOut({ seconds: timeoutSeconds ?? 0, messageId }),
      );
    if (!st && profile.isSandbox) lines.push(t.status.sandboxNote);
    return { data: { profileId: profile.id, messageId, status: st, timedOut: result.timedOut }, lines, failure };
  },
};

/** Asks the store's server for a package's status, with --wait again and again (1 s doubling to 30 s). */
async function pollServer(
  s: Session,
  profileId: number,
  messageId: string,
  wait: boolean,
  timeoutSeconds: number | undefined,
): Promise<{ status: MessageStatus | null; timedOut: boolean }> {
  const { t } = s;
  const client = await s.core().context.clientFor(profileId);
  const clock = s.core().context.ports.clock;
  const started = Date.now();
  const progress = s.out.progress();
  let delay = 1000;
  try {
    for (;;) {
      const st = await client.getMessageStatus(messageId, { signal: s.io.signal });
      progress.update(
        st ? t.upload.waiting({ status: `${st.statusId} ${statusName(t, st.statusId)}` }) : t.upload.waitingFirst,
        st ? Math.min(1, (st.statusId + 1) / 3) : 0,
      );
      const elapsed = Date.now() - started;
      const final = st !== null && st.statusId >= 2;
      if (!wait || final || (st === null && elapsed > NO_INFO_PATIENCE_MS)) return { status: st, timedOut: false };
      if (timeoutSeconds !== undefined && elapsed + delay > timeoutSeconds * 1000)
        return { status: st, timedOut: true };
      try {
        await clock.sleep(delay, s.io.signal);
      } catch {
        throw new CliError(ExitCode.interrupted, 'interrupted', t.common.interrupted);
      }
      delay = Math.min(30_000, delay * 2);
    }
  } finally {
    progress.done();
  }
}
