import {
  acknowledgeableRuleSchema,
  guardRailRefusalOf,
  type AcknowledgeableRule,
  type GuardFinding,
  type UploadSummary,
} from '@shared/ipc/channels/uploads';
import { outcomeWords } from '@shared/i18n/outcome-words';
import { flag } from '../args';
import { checkLines, errorLine } from '../check-render';
import { CliError, IpcFailure } from '../cli-error';
import type { CommandDef } from '../command-types';
import { ExitCode, exitCodeFor } from '../exit-codes';
import { blockedLines, findingText } from '../findings-text';
import { formatInstant } from '../format';
import { confirm } from '../prompt';
import { positiveInt } from '../read-input';
import type { Session } from '../session';
import { selectStore } from '../store-select';
import { importFlags, previewStockInput } from './import-input';
import { errorsOf, fileData, fileLines } from './preview';
import { statusFailure, statusLines, waitForFinalStatus } from './tracking';
import { ledgerErrorLines } from '../ledger-error';

/** Errors shown before asking about an invalid file, and after a refusal. */
const SHOWN_ERRORS = 10;

/**
 * Decides each guard rail: flags answer them (`--yes` only for the recommended-window warning,
 * `--override RULE` for the rest, `--when-allowed` for the 10-minute hold); on a terminal the
 * user is asked; anything unanswered stops the upload.
 */
async function answerGuardRails(
  s: Session,
  findings: readonly GuardFinding[],
  answers: { overrides: readonly string[]; yes: boolean; whenAllowed: boolean },
): Promise<AcknowledgeableRule[]> {
  const { t } = s;
  const acknowledge: AcknowledgeableRule[] = [];
  const stop = (blocking: GuardFinding[]) =>
    new CliError(
      ExitCode.guardRail,
      'guard-rail',
      `${t.errors.prefix}${t.errors.codes['guard-rail']}\n${blockedLines(t, blocking).join('\n')}`,
      { blocking, findings },
    );
  // What no answer lets through (refusals, a hold without --when-allowed) stops before any question.
  const hard = findings.filter((f) => f.action === 'refuse' || (f.action === 'hold' && !answers.whenAllowed));
  if (hard.length > 0) throw stop(hard);
  const unanswered: GuardFinding[] = [];
  for (const f of findings) {
    if (f.action !== 'confirm') continue;
    if (answers.overrides.includes(f.rule) || (f.rule === 'outside-window' && answers.yes)) {
      s.out.note(`! ${findingText(t, f)}`);
      acknowledge.push(f.rule);
    } else if (s.out.interactive) {
      s.out.note(`! ${findingText(t, f)}`);
      if (!(await confirm(s.io, t, t.upload.sendAnyway)))
        throw new CliError(ExitCode.guardRail, 'declined', t.upload.declined, { rule: f.rule });
      acknowledge.push(f.rule);
    } else unanswered.push(f);
  }
  if (unanswered.length > 0) throw stop(unanswered);
  return acknowledge;
}

/**
 * `upload FILE --full|--changes [--wait]`: check, send through the ledger (the guard rails answered
 * when start refuses with them), optionally wait for the final status.
 */
export const upload: CommandDef = {
  name: 'upload',
  flags: {
    full: 'boolean',
    changes: 'boolean',
    wait: 'boolean',
    timeout: 'string',
    yes: 'boolean',
    override: 'list',
    'when-allowed': 'boolean',
    ...importFlags,
  },
  args: { names: ['ФАЙЛ'], min: 1, max: 1 },
  async run({ s, flags, args }) {
    const { t } = s;
    const usage = (text: string) =>
      new CliError(ExitCode.usage, 'usage', `${t.errors.prefix}${text}\n${t.usage.seeHelp({ command: 'upload' })}`);
    if (flag.bool(flags, 'full') === flag.bool(flags, 'changes')) throw usage(t.usage.fullOrChanges);
    const kind = flag.bool(flags, 'full') ? 'full' : 'changes';
    const overrides = flag.list(flags, 'override');
    for (const rule of overrides) {
      if (!acknowledgeableRuleSchema.safeParse(rule).success)
        throw usage(t.usage.unknownRule({ rule, allowed: acknowledgeableRuleSchema.options.join(', ') }));
    }
    const timeoutSeconds =
      flag.str(flags, 'timeout') === undefined ? undefined : positiveInt(s, flag.str(flags, 'timeout'), '--timeout', 1);
    const whenAllowed = flag.bool(flags, 'when-allowed');
    const profile = await selectStore(s, flags);

    const progress = s.out.progress();
    progress.update(t.upload.checking, null);
    const { path, preview } = await previewStockInput(s, args[0]!, flags, profile.id);
    progress.done();
    const lines = fileLines(s, preview);
    if (!preview.check.valid) {
      const errors = await errorsOf(
        s,
        preview.check,
        { type: 'preview', previewId: preview.previewId, origin: 'local' },
        SHOWN_ERRORS,
      );
      for (const line of [t.check.localTitle, ...checkLines(t, preview.check, errors, SHOWN_ERRORS)]) s.out.note(line);
    }

    // One round trip when nothing is in the way: start with no answers; a guard-rail refusal
    // carries every finding, which the flags or the user answer before starting again.
    progress.update(t.upload.sending({ kind: t.upload.kinds[kind] ?? kind, name: profile.name }), null);
    const start = (acknowledge: AcknowledgeableRule[], allowed: boolean) =>
      s.invoke('uploads:start', {
        profileId: profile.id,
        previewId: preview.previewId,
        kind,
        acknowledge,
        whenAllowed: allowed,
      });
    let findings: GuardFinding[] = [];
    let acknowledge: AcknowledgeableRule[] = [];
    let summary: UploadSummary;
    try {
      summary = await start([], false);
    } catch (error) {
      const refusal = error instanceof IpcFailure ? guardRailRefusalOf(error.error) : null;
      if (!refusal) throw error;
      progress.done();
      findings = refusal.findings;
      acknowledge = await answerGuardRails(s, findings, { overrides, yes: flag.bool(flags, 'yes'), whenAllowed });
      progress.update(t.upload.sending({ kind: t.upload.kinds[kind] ?? kind, name: profile.name }), null);
      summary = await start(acknowledge, whenAllowed);
    }
    if (summary.outcome === 'held') {
      const heldId = summary.id;
      summary = await s.waitFor({
        events: ['uploads:status'],
        check: async (payload) => {
          if (payload && payload.uploadId !== heldId) return undefined;
          const now = (await s.invoke('uploads:get', { uploadId: heldId })).upload;
          if (now.outcome === 'held') progress.update(t.upload.held({ at: formatInstant(now.retryAt, t) }), null);
          return now.outcome === 'held' || now.outcome === 'sending' ? undefined : now;
        },
      });
    }
    progress.done();

    const data: Record<string, unknown> = {
      file: fileData(path, preview),
      profileId: profile.id,
      findings,
      acknowledged: acknowledge,
      upload: summary,
    };
    return finish(s, summary, lines, data, { wait: flag.bool(flags, 'wait'), timeoutSeconds });
  },
};

/** The result of a sent attempt: accepted (and tracked), refused with the operator's errors, failed, or unknown. */
async function finish(
  s: Session,
  summary: UploadSummary,
  lines: string[],
  data: Record<string, unknown>,
  options: { wait: boolean; timeoutSeconds?: number },
) {
  const { t } = s;
  switch (summary.outcome) {
    case 'accepted':
    case 'processed':
    case 'processing-error': {
      lines.push(
        summary.messageId
          ? t.upload.accepted({ status: summary.httpStatus ?? 202, messageId: summary.messageId })
          : t.upload.acceptedNoId,
      );
      if (!options.wait) {
        if (summary.messageId) lines.push(t.upload.trackHint({ messageId: summary.messageId }));
        return { data, lines };
      }
      const tracked = await waitForFinalStatus(
        s,
        summary.id,
        s.out.progress(),
        options.timeoutSeconds === undefined ? undefined : options.timeoutSeconds * 1000,
      );
      lines.push(...statusLines(t, tracked));
      Object.assign(data, { upload: tracked.upload, timeline: tracked.timeline, timedOut: tracked.timedOut });
      return { data, lines, failure: statusFailure(t, tracked, true, options.timeoutSeconds) };
    }
    case 'unknown':
      lines.push(outcomeLine(t, summary), ...t.upload.unknown);
      return {
        data,
        lines,
        failure: new CliError(
          ExitCode.outcomeUnknown,
          'outcome-unknown',
          `${t.errors.prefix}${t.errors.codes['outcome-unknown']}`,
          { uploadId: summary.id },
        ),
      };
    case 'refused': {
      const got = await s.invoke('uploads:get', { uploadId: summary.id });
      lines.push(outcomeLine(t, summary));
      if (summary.errorCount > 0) {
        const errors = await errorsOf(
          s,
          { ...preliminaryCheck(summary) },
          { type: 'upload', uploadId: summary.id },
          SHOWN_ERRORS,
        );
        lines.push(t.upload.refusedErrors, ...errors.map((e) => errorLine(t, e)));
        if (summary.errorCount > errors.length)
          lines.push(t.check.more({ n: summary.errorCount - errors.length, next: summary.errorCount }));
        data.errors = errors;
      }
      data.summary = got.summary;
      return { data, lines, failure: attemptFailure(s, summary) };
    }
    default:
      // Not sent (and why: the password, the keychain, the network…), or cancelled.
      lines.push(outcomeLine(t, summary));
      return { data, lines, failure: attemptFailure(s, summary) };
  }
}

/** The ledger row's headline, in the words the screen uses (shared/i18n/outcome-words.ts). */
function outcomeLine(t: Session['t'], summary: UploadSummary): string {
  const words = outcomeWords(summary, t.language);
  return t.wording(words.headlineKey, words.params);
}

/** A check stand-in so errorsOf pages the stored errors of an attempt. */
function preliminaryCheck(summary: UploadSummary) {
  return {
    origin: 'server' as const,
    valid: false,
    exceptionMessage: null,
    syntaxError: null,
    errorCount: summary.errorCount,
    warningCount: 0,
    listedCount: summary.errorCount,
    summary: [],
    firstErrors: [],
    checkedAt: summary.startedAt,
  };
}

/** The error of a refused, failed or cancelled attempt, by its ledger error code. */
function attemptFailure(s: Session, summary: UploadSummary): CliError {
  const { t } = s;
  const code = summary.errorCode ?? 'internal';
  const lines = [`${t.errors.prefix}${t.errors.codes[code] ?? code}`];
  if (summary.retryAt) lines.push(t.upload.retryAt({ at: formatInstant(summary.retryAt, t) }));
  lines.push(...ledgerErrorLines(t, summary));
  const exit = code === 'app-stopped' || code === 'cancelled' ? ExitCode.interrupted : exitCodeFor(code);
  return new CliError(exit, code, lines.join('\n'), {
    uploadId: summary.id,
    outcome: summary.outcome,
    httpStatus: summary.httpStatus,
  });
}
