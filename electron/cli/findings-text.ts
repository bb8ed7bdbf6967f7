import type { GuardFinding } from '@shared/ipc/channels/uploads';
import { formatMoscowWhen } from '@shared/i18n/when';
import type { CliStrings } from './strings/cli-strings';

/** One guard-rail finding in the shared wording (as the screen says it), its times in Moscow time. */
export function findingText(t: CliStrings, f: GuardFinding): string {
  const when = (iso: string) => formatMoscowWhen(iso, t.language);
  const say = (params: Record<string, string | number> = {}) => t.wording(`guardRails.${f.rule}`, params);
  switch (f.rule) {
    case 'second-full-today':
      return say({ previousAt: when(f.previousAt), nextDayAt: when(f.nextDayAt) });
    case 'outside-window':
      return say({ ...f, nextWindowAt: when(f.nextWindowAt) });
    case 'row-drop':
      return say({
        rowsText: t.wording('counts.records', { count: f.rows }),
        previousRowsText: t.wording('counts.records', { count: f.previousRows }),
        dropPercent: f.dropPercent.toFixed(0),
        previousAt: when(f.previousAt),
      });
    case 'changes-too-soon':
      return say({
        previousAt: when(f.previousAt),
        allowedAt: when(f.allowedAt),
        count: Math.max(0, Math.ceil((Date.parse(f.allowedAt) - Date.now()) / 60_000)),
      });
    case 'changes-after-delete':
      return say({ deletedAt: when(f.deletedAt) });
    case 'invalid-package':
      return say({ count: f.errorCount });
    case 'empty-full':
    case 'empty-changes':
      return say();
  }
}

/** The command-line flag that lets each guard rail through (the same in every language: not wording). */
const flagFor: Partial<Record<GuardFinding['rule'], string>> = {
  'outside-window': '--yes',
  'second-full-today': '--override second-full-today',
  'row-drop': '--override row-drop',
  'empty-full': '--override empty-full',
  'invalid-package': '--override invalid-package',
  'changes-too-soon': '--when-allowed',
};

/** The findings that stopped an upload, each with the flag that would let it through. */
export function blockedLines(t: CliStrings, findings: readonly GuardFinding[]): string[] {
  const lines = [t.upload.blockedTitle];
  for (const f of findings) {
    lines.push(`- ${findingText(t, f)}`);
    const flag = flagFor[f.rule];
    lines.push(flag ? t.upload.blockedFlag({ flag }) : t.upload.blockedNoFlag);
  }
  return lines;
}
