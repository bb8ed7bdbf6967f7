import type { UploadSummary } from '@shared/ipc/channels/uploads';
import { errorFault, operatorWordsOf } from '@shared/i18n/error-fault';
import { foreignWords } from '@shared/i18n/foreign-words';
import type { CliStrings } from './strings/cli-strings';

/**
 * The lines that say why a ledger attempt failed or its tracking stopped, beyond its code's line:
 * the fault sentence from the stored facts (as the screen says it), the operator's own words, and
 * core's English text — in English always; in Russian only for attempts stored before their facts
 * were kept (nothing else says where the fault was), under a label that says it is core's text.
 */
export function ledgerErrorLines(t: CliStrings, summary: UploadSummary): string[] {
  const code = summary.errorCode ?? 'internal';
  const failure = { code, details: summary.errorParams ?? undefined };
  const fault = errorFault(failure);
  const lines = fault ? [t.wording(fault.key, fault.params)] : [];
  const operatorWords = operatorWordsOf(failure);
  if (operatorWords) lines.push(t.errors.operatorSays({ reason: operatorWords }));
  const message = summary.errorMessage ?? '';
  if (message === '') return lines;
  if (t.language === 'en') lines.push(`${t.errors.details}${message}`);
  else if (foreignWords(message).length === 0) lines.push(`${t.errors.details}${message}`);
  else if (summary.errorParams === null) lines.push(`${t.errors.coreText}${message}`);
  return lines;
}
