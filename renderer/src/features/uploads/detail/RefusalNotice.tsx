import { useTranslation } from 'react-i18next';
import type { UploadSummary } from '@shared/ipc/channels/uploads';
import { operatorReasonKey } from '@shared/i18n/operator-reason';
import { formatMoscowWhen } from '@shared/i18n/when';
import { runtimeKey } from '@renderer/i18n/runtime-key';

/**
 * The operator answered with an error status (429 and any other 4xx/5xx; the headline above says
 * so): its own words, and
 * when to try again — in Moscow time, the operator's clock — or what to do instead.
 */
export function RefusalNotice({ upload, operatorReason }: { upload: UploadSummary; operatorReason: string | null }) {
  const { t, i18n } = useTranslation();
  const status = upload.httpStatus ?? 0;
  // The operator's words stay verbatim above; what they mean, in the reader's language, below.
  const explained = operatorReasonKey(operatorReason);
  const next =
    upload.retryAt !== null
      ? t('uploads.refusal.retryAt', { time: formatMoscowWhen(upload.retryAt, i18n.language) })
      : status === 429
        ? t('uploads.refusal.retryRateLimit')
        : status >= 500
          ? t('uploads.refusal.retryServer')
          : t('uploads.refusal.retryFix');
  return (
    <div className="upl-note upl-note--error" role="alert" data-testid="refusal">
      <p data-testid="refusal-reason">
        {operatorReason ? t('uploads.refusal.reason', { reason: operatorReason }) : t('uploads.refusal.noReason')}
      </p>
      {explained && <p data-testid="refusal-explained">{t(runtimeKey(explained))}</p>}
      <p data-testid="refusal-retry">{next}</p>
    </div>
  );
}
