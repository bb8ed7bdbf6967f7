import type { GuardFinding } from '@shared/ipc/channels/uploads';
import { formatInstant, formatMoscowInstant } from './format';
import type { CliStrings } from './strings/cli-strings-ru';

/** One guard-rail finding in plain words, with the times it mentions. */
export function findingText(t: CliStrings, f: GuardFinding): string {
  const texts = t.upload.findings;
  switch (f.rule) {
    case 'second-full-today':
      return texts['second-full-today']({
        previousAt: formatMoscowInstant(f.previousAt, t),
        nextDayAt: formatMoscowInstant(f.nextDayAt, t),
      });
    case 'outside-window':
      return texts['outside-window']({
        moscowTime: f.moscowTime,
        windowStart: f.windowStart,
        windowEnd: f.windowEnd,
        nextWindowAt: formatMoscowInstant(f.nextWindowAt, t),
      });
    case 'row-drop':
      return texts['row-drop']({
        rows: f.rows,
        previousRows: f.previousRows,
        dropPercent: f.dropPercent.toFixed(0),
        previousAt: formatInstant(f.previousAt, t),
      });
    case 'changes-too-soon':
      return texts['changes-too-soon']({
        previousAt: formatInstant(f.previousAt, t),
        allowedAt: formatInstant(f.allowedAt, t),
      });
    case 'changes-after-delete':
      return texts['changes-after-delete']({ deletedAt: formatInstant(f.deletedAt, t) });
    case 'invalid-package':
      return texts['invalid-package']({ errorCount: f.errorCount });
    case 'empty-full':
      return texts['empty-full'];
    case 'empty-changes':
      return texts['empty-changes'];
  }
}

/** The findings that stopped an upload, each with the flag that would let it through. */
export function blockedLines(t: CliStrings, findings: readonly GuardFinding[]): string[] {
  const lines = [t.upload.blockedTitle];
  for (const f of findings) {
    lines.push(`- ${findingText(t, f)}`);
    const flag = t.upload.flagFor[f.rule];
    lines.push(flag ? t.upload.blockedFlag({ flag }) : t.upload.blockedNoFlag);
  }
  return lines;
}
