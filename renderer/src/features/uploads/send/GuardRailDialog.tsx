import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AcknowledgeableRule, GuardFinding } from '@shared/ipc/channels/uploads';
import { formatMoscowWhen } from '@shared/i18n/when';
import { formatMoscow, minutesUntil } from '../format';
import { Modal } from '@renderer/ui/Modal';
import { uploadModalClasses } from '../upload-modal-classes';
import { Button } from '@renderer/ui/Button';
import { coreNow } from '@renderer/lib/core-clock';

/** The words of one finding (the shared wording, as the CLI says it), with its times in Moscow time. */
function findingText(t: TFunction, lng: string, f: GuardFinding): string {
  const when = (iso: string) => formatMoscowWhen(iso, lng);
  switch (f.rule) {
    case 'second-full-today':
      return t('uploads.guard.second-full-today', { previousAt: when(f.previousAt), nextDayAt: when(f.nextDayAt) });
    case 'outside-window':
      return t('uploads.guard.outside-window', { ...f, nextWindowAt: when(f.nextWindowAt) });
    case 'row-drop':
      return t('uploads.guard.row-drop', {
        dropPercent: f.dropPercent.toFixed(0),
        rowsText: t('counts.records', { count: f.rows }),
        previousRowsText: t('counts.records', { count: f.previousRows }),
        previousAt: when(f.previousAt),
      });
    case 'changes-too-soon':
      return t('uploads.guard.changes-too-soon', {
        previousAt: when(f.previousAt),
        allowedAt: when(f.allowedAt),
        count: minutesUntil(f.allowedAt, coreNow()),
      });
    case 'changes-after-delete':
      return t('uploads.guard.changes-after-delete', { deletedAt: when(f.deletedAt) });
    case 'invalid-package':
      return t('uploads.guard.invalid-package', { count: f.errorCount });
    default:
      return t(`uploads.guard.${f.rule}`);
  }
}

/**
 * Explains each guard rail that applies and asks what to do: refusals can only be read,
 * confirmations need "send anyway"; sending held changes later is a separate ticked choice
 * (never what one click does), with the time in Moscow time.
 */
export function GuardRailDialog({
  findings,
  onConfirm,
  onCancel,
}: {
  findings: GuardFinding[];
  onConfirm: (acknowledge: AcknowledgeableRule[], whenAllowed: boolean) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const refused = findings.some((f) => f.action === 'refuse');
  const hold = findings.find((f) => f.rule === 'changes-too-soon');
  const acknowledge = findings.filter((f) => f.action === 'confirm').map((f) => f.rule as AcknowledgeableRule);
  const [schedule, setSchedule] = useState(false);
  const scheduleId = useId();
  const holdAt = hold?.rule === 'changes-too-soon' ? formatMoscow(hold.allowedAt, i18n.language, true) : '';
  return (
    <Modal
      classes={uploadModalClasses}
      title={t('uploads.guard.title')}
      onClose={onCancel}
      actions={
        refused ? (
          <Button onClick={onCancel} autoFocus data-autofocus>
            {t('uploads.guard.understood')}
          </Button>
        ) : (
          <>
            {/* The action, then "cancel", as in every dialog; the focus starts on "cancel". */}
            <Button
              variant="warn"
              disabled={hold !== undefined && !schedule}
              data-testid="guard-confirm"
              onClick={() => onConfirm(acknowledge, hold !== undefined && schedule)}
            >
              {hold ? t('uploads.sendIntent.schedule', { time: holdAt }) : t('uploads.guard.sendAnyway')}
            </Button>
            <Button onClick={onCancel} autoFocus data-autofocus>
              {t('common.cancel')}
            </Button>
          </>
        )
      }
    >
      <ul className="upl-findings">
        {findings.map((f) => (
          <li
            key={f.rule}
            className={f.action === 'refuse' ? 'upl-finding upl-finding--refuse' : 'upl-finding'}
            data-rule={f.rule}
          >
            {findingText(t, i18n.language, f)}
          </li>
        ))}
      </ul>
      {hold && !refused && (
        <div className="upl-schedule">
          <input
            id={scheduleId}
            type="checkbox"
            checked={schedule}
            data-testid="guard-schedule"
            onChange={(e) => setSchedule(e.target.checked)}
          />{' '}
          <label htmlFor={scheduleId}>{t('uploads.sendIntent.scheduleLabel', { time: holdAt })}</label>
          <p className="muted">{t('uploads.sendIntent.scheduleHint')}</p>
        </div>
      )}
    </Modal>
  );
}
