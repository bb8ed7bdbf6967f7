import { useTranslation } from 'react-i18next';
import { DeskInvokeError, errorIdOf } from '../lib/ipc';
import { Button } from './Button';
import { runtimeKey } from '../i18n/runtime-key';

/**
 * Shows a main-process error in the user's language: the code picks the text, details fill it in;
 * an internal error also shows the id of its log entry, so support can find it.
 */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t, i18n } = useTranslation();
  const ipcError = error instanceof DeskInvokeError ? error.error : undefined;
  const message = ipcError?.message ?? (error instanceof Error ? error.message : String(error));
  const details =
    ipcError?.details && typeof ipcError.details === 'object' ? (ipcError.details as Record<string, unknown>) : {};
  const reasonKey = typeof details.reason === 'string' ? `errors.reasons.${details.reason}` : '';
  const key =
    reasonKey && i18n.exists(reasonKey)
      ? reasonKey
      : ipcError && i18n.exists(`errors.${ipcError.code}`)
        ? `errors.${ipcError.code}`
        : 'errors.fallback';
  return (
    <div className="error-box" role="alert">
      <strong>{t('errors.title')}</strong>
      <p>{t(runtimeKey(key), { ...details, message })}</p>
      {errorIdOf(error) && <p className="muted">{t('errors.logged', { errorId: errorIdOf(error) })}</p>}
      {onRetry && <Button onClick={onRetry}>{t('common.retry')}</Button>}
    </div>
  );
}
