import { useTranslation } from 'react-i18next';
import { Button } from '@renderer/ui/Button';
import { formatBytes, formatNumber } from '@renderer/ui/format';
import type { RunningCheck } from './use-file-check';

/** Reading is about a third of a check's time and checking the rest, as measured on 100,000 rows. */
const READ_SHARE = 0.3;

/** A determinate bar of a running check (bytes read, then rows checked) with its stop button. */
export function CheckProgressBar({ running, onCancel }: { running: RunningCheck; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const p = running.progress;
  const total = p?.bytesTotal ?? 0;
  const rowsTotal = p?.rowsTotal ?? 0;
  let fraction = 0;
  let text = '';
  if (p?.phase === 'reading') {
    fraction = total > 0 ? (READ_SHARE * p.bytesRead) / total : 0;
    text = t('uploadIntake.progress.reading', {
      read: formatBytes(p.bytesRead, i18n.language),
      total: formatBytes(total, i18n.language),
    });
  } else if (p?.phase === 'parsing') {
    fraction = READ_SHARE;
    text = t('uploadIntake.progress.parsing', { total: formatBytes(total, i18n.language) });
  } else if (p?.phase === 'checking') {
    fraction = READ_SHARE + (1 - READ_SHARE - 0.05) * (rowsTotal > 0 ? p.rowsChecked / rowsTotal : 0);
    text = t('uploadIntake.progress.checking', {
      checked: formatNumber(p.rowsChecked, i18n.language),
      total: formatNumber(rowsTotal, i18n.language),
    });
  } else if (p?.phase === 'locating') {
    fraction = 0.95;
    text = t('uploadIntake.progress.locating', { checked: formatNumber(p.rowsChecked, i18n.language) });
  }
  const label = t('uploadIntake.progress.label', { fileName: running.fileName });
  return (
    <div className="upl-progress" data-testid="check-progress">
      <progress
        className="upl-progress__bar"
        max={100}
        value={Math.round(fraction * 100)}
        aria-label={label}
        aria-valuetext={text || label}
      />
      <p className="muted" aria-live="polite" data-testid="check-progress-text">
        {label}. {text}
      </p>
      <Button variant="secondary" onClick={onCancel} data-testid="cancel-check">
        {t('uploadIntake.progress.cancel')}
      </Button>
    </div>
  );
}
