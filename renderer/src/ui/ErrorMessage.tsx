import { useTranslation } from 'react-i18next';
import { operatorWordsOf } from '@shared/i18n/error-fault';
import { operatorReasonKey } from '@shared/i18n/operator-reason';
import { DeskInvokeError } from '../lib/ipc';
import { Button } from './Button';
import { CoreText } from './CoreText';
import { errorWording } from './error-sentence';
import { runtimeKey } from '../i18n/runtime-key';

/**
 * Shows a main-process error in the user's language: the fault (or else the code) picks the text,
 * details fill it in; the operator's own words follow verbatim, explained when recognised; an
 * internal error also shows the id of its log entry, so support can find it. Core's English text
 * appears only when no words exist for the error, folded under "for support".
 */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation();
  const ipcError = error instanceof DeskInvokeError ? error.error : undefined;
  const operatorWords = ipcError ? operatorWordsOf(ipcError) : null;
  const explained = operatorReasonKey(operatorWords);
  const wording = errorWording(t, i18n, error);
  return (
    <div className="error-box" role="alert">
      <strong>{t('errors.title')}</strong>
      <p>{wording.text}</p>
      {operatorWords && (
        <p>
          {t('errors.operatorSays', { reason: operatorWords })}
          {explained && ` ${t(runtimeKey(explained))}`}
        </p>
      )}
      {wording.issues.length > 0 && (
        <ul>
          {wording.issues.map((issue, n) => (
            <li key={n}>{issue}</li>
          ))}
        </ul>
      )}
      {wording.errorId && <p className="muted">{t('errors.logged', { errorId: wording.errorId })}</p>}
      <CoreText text={wording.coreText} />
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </div>
  );
}
