import { useTranslation } from 'react-i18next';
import type { StockSnapshotRow } from '@shared/ipc/channels/stocks';
import { formatCalendarDate, formatDateTime, formatMoney, formatNumber } from '@renderer/ui/format';
import { Button } from '@renderer/ui/Button';
import { fieldLabel } from '../workbench';
import { ProductCode } from '../preflight';

/** Money fields of a stock row: two decimals. */
const MONEY = new Set(['prcMan', 'prcOpt', 'prcOptNds', 'prcRet', 'prcReestr', 'prcGnvlsMax', 'sumOpt', 'sumOptNds']);
const CALENDAR = new Set(['exp', 'supDate']);
const MOMENT = new Set(['stkDate', 'loadDate']);
/** Numbers that are codes: written as they are, never "1 000". */
const CODES = new Set(['realNetId']);
/** Fields only a read-back carries (an upload has none of them), named by the stock screen's table. */
const READ_BACK = ['realNetId', 'storeId', 'stkDate', 'loadDate'] as const;
const isReadBack = (field: string): field is (typeof READ_BACK)[number] =>
  (READ_BACK as readonly string[]).includes(field);

/**
 * Every field of one stock row, written out in full (nothing cut): what a table cell shows in
 * part, and the fields the table leaves out. Opened by clicking a row or by Enter/Space on it;
 * Escape (or Close) shuts it and focus returns to the row.
 */
export function StockRowDetail({ row, onClose }: { row: StockSnapshotRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const show = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    if (typeof value === 'boolean') return t(value ? 'stocks.filter.yes' : 'stocks.filter.no');
    if (typeof value === 'number' && CODES.has(field)) return String(value);
    if (typeof value === 'number') return MONEY.has(field) ? formatMoney(value, lng) : formatNumber(value, lng, 3);
    if (CALENDAR.has(field)) return formatCalendarDate(String(value), lng);
    if (MOMENT.has(field)) return formatDateTime(String(value), lng);
    return String(value);
  };
  const fields = Object.entries(row).filter(([field]) => field !== 'rowNo' && field !== 'nnt');
  return (
    <section
      className="dk-panel stk-detail"
      aria-labelledby="stk-detail-title"
      data-testid="stock-row-detail"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="stk-detail__head">
        <h2 id="stk-detail-title" className="mono">
          {row.prtId ?? '—'}
        </h2>
        <Button variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      <dl className="stk-detail__fields">
        <div className="stk-detail__field stk-detail__field--wide">
          <dt>{fieldLabel(t, 'nnt') || 'nnt'}</dt>
          <dd>
            <ProductCode nnt={row.nnt} />
          </dd>
        </div>
        {fields.map(([field, value]) => (
          <div key={field} className="stk-detail__field">
            <dt>{isReadBack(field) ? t(`stocks.readBackFields.${field}`) : fieldLabel(t, field) || field}</dt>
            <dd
              className={
                MONEY.has(field) || (typeof value === 'number' && !CODES.has(field)) ? 'stk-detail__num' : undefined
              }
            >
              {show(field, value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
