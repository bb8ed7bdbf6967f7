import { useTranslation } from 'react-i18next';
import { operatorWordsOf } from '@shared/i18n/error-fault';
import { operatorReasonKey } from '@shared/i18n/operator-reason';
import { wordIssue, type PlainIssue } from '@shared/i18n/zod-issue';
import { DeskInvokeError, errorIdOf } from '../lib/ipc';
import { Button } from './Button';
import { errorSentence } from './error-sentence';
import { runtimeKey } from '../i18n/runtime-key';

/**
 * Shows a main-process error in the user's language: the fault (or else the code) picks the text,
 * details fill it in; the operator's own words follow verbatim, explained when recognised; an
 * internal error also shows the id of its log entry, so support can find it.
 */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation();
  const ipcError = error instanceof DeskInvokeError ? error.error : undefined;
  const details =
    ipcError?.details && typeof ipcError.details === 'object' ? (ipcError.details as Record<string, unknown>) : {};
  const operatorWords = ipcError ? operatorWordsOf(ipcError) : null;
  const explained = operatorReasonKey(operatorWords);
  // A schema check's issues (bad input, a malformed answer): record, field and what, in words.
  const issues = Array.isArray(details.issues)
    ? (details.issues as PlainIssue[]).filter((i) => Array.isArray(i?.path))
    : [];
  const lng = i18n.language === 'en' ? 'en' : 'ru';
  return (
    <div className="error-box" role="alert">
      <strong>{t('errors.title')}</strong>
      <p>{errorSentence(t, i18n, error)}</p>
      {operatorWords && (
        <p>
          {t('errors.operatorSays', { reason: operatorWords })}
          {explained && ` ${t(runtimeKey(explained))}`}
        </p>
      )}
      {issues.length > 0 && (
        <ul>
          {issues.map((issue, n) => (
            <li key={n}>{wordIssue((k, p) => t(runtimeKey(k), p), lng, issue)}</li>
          ))}
        </ul>
      )}
      {errorIdOf(error) && <p className="muted">{t('errors.logged', { errorId: errorIdOf(error) })}</p>}
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </div>
  );
}
