import { useTranslation } from 'react-i18next';
import type { UploadSummary } from '@shared/ipc/channels/uploads';

/** Badge colour by how the attempt stands: good, in progress, needs attention, bad. */
const tone: Record<UploadSummary['outcome'], string> = {
  sending: 'progress',
  held: 'progress',
  accepted: 'progress',
  processed: 'good',
  deleted: 'good',
  'processing-error': 'bad',
  refused: 'bad',
  failed: 'bad',
  unknown: 'warn',
  cancelled: 'neutral',
};

/** The attempt's result in words, e.g. "Обработана" or "Результат неизвестен". */
export function OutcomeBadge({ upload }: { upload: Pick<UploadSummary, 'outcome'> }) {
  const { t } = useTranslation();
  return (
    <span className={`upl-badge upl-badge--${tone[upload.outcome]}`} data-outcome={upload.outcome}>
      {t(`uploads.outcomes.${upload.outcome}`)}
    </span>
  );
}
