import { useTranslation } from 'react-i18next';
import type { LeftOutRow } from '@shared/ipc/channels/codes';
import { ConfirmDialog } from '@renderer/ui/ConfirmDialog';

/** What `codes:send-ready` says when rows have no code (details of its guard-rail refusal). */
export interface LeftOutDetails {
  reason: 'rows-left-out';
  leftOut: number;
  rows: LeftOutRow[];
  replacesWholeStock: true;
}

const LISTED = 10;

/** "A full upload replaces the whole stock: these batches will disappear" — named, counted, never silent. */
export function LeftOutDialog(props: {
  details: LeftOutDetails;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { details } = props;
  // "This batch" or "these batches": one against several (21 is several, though Russian counts it as "one").
  const one = details.leftOut === 1;
  return (
    <ConfirmDialog
      title={t('codes.send.leftOutTitle')}
      confirmLabel={t(one ? 'codes.send.confirmOne' : 'codes.send.confirmMany')}
      cancelLabel={t('codes.send.cancel')}
      busy={props.busy}
      danger
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      <p data-testid="left-out-text">
        {t('codes.send.leftOutText', { count: details.leftOut })}{' '}
        {t(one ? 'codes.send.leftOutWhatOne' : 'codes.send.leftOutWhatMany')}
      </p>
      <p>{t('codes.send.leftOutList')}</p>
      <ul className="cds-left-out">
        {details.rows.slice(0, LISTED).map((r) => (
          <li key={r.sourceRow}>
            {t('codes.send.leftOutRow', {
              row: r.sourceRow,
              what: [r.name, r.sku, r.barcode, r.prtId].filter(Boolean).join(' · '),
            })}
          </li>
        ))}
      </ul>
      {details.leftOut > LISTED && (
        <p className="muted">{t('codes.send.leftOutMore', { count: details.leftOut - LISTED })}</p>
      )}
      <p className="muted">{t('codes.send.leftOutKept')}</p>
    </ConfirmDialog>
  );
}
