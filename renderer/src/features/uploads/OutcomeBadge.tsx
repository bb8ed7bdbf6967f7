import { useTranslation } from 'react-i18next';
import type { UploadSummary } from '@shared/ipc/channels/uploads';
import { outcomeWords } from '@shared/i18n/outcome-words';
import { runtimeKey } from '@renderer/i18n/runtime-key';

const NOTE: Record<ReturnType<typeof outcomeWords>['tone'], string> = {
  good: 'upl-note--good',
  bad: 'upl-note--error',
  warn: 'upl-note--warn',
  progress: '',
  neutral: '',
};

type Facts = Pick<UploadSummary, 'outcome' | 'errorCode' | 'httpStatus' | 'retryAt'>;

/** The attempt's result in a word or two, e.g. "Обработана" or "Не отправлена", coloured by how it stands. */
export function OutcomeBadge({ upload }: { upload: Facts }) {
  const { t, i18n } = useTranslation();
  const words = outcomeWords(upload, i18n.language);
  return (
    <span className={`upl-badge upl-badge--${words.tone}`} data-outcome={upload.outcome}>
      {t(runtimeKey(words.badgeKey))}
    </span>
  );
}

/** The attempt's one headline: whether anything was sent, refused for what, or waiting until when. */
export function OutcomeHeadline({ upload }: { upload: Facts }) {
  const { t, i18n } = useTranslation();
  const words = outcomeWords(upload, i18n.language);
  return (
    <p className={`upl-note ${NOTE[words.tone]}`} role="status" data-testid="outcome-headline">
      {t(runtimeKey(words.headlineKey), words.params)}
    </p>
  );
}
