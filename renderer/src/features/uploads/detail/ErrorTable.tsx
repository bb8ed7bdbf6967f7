import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageError } from '@shared/ipc/channels/uploads';
import { useWindowedRows } from '@renderer/ui/use-windowed-rows';
import { VirtualTable, type VirtualColumn } from '@renderer/ui/VirtualTable';
import { describeError, fieldLabel, recordPaths } from '../../workbench';
import { errorPageKey, fetchErrorPage, type ErrorSource } from '../use-uploads';
import { runtimeKey } from '@renderer/i18n/runtime-key';
import { Button } from '@renderer/ui/Button';
import { copyText } from '@renderer/lib/copy-text';
import { packageErrorRow } from './findings-rows';
import { findingText } from './findings-text';
import { ProductCode, ProductNamesScope } from '../../preflight';
import { SeverityBadge } from '@renderer/ui/SeverityBadge';

const PAGE = 200;
/** The columns' floors (840 px), their six 10 px gaps and the row's 24 px padding. */
const ERROR_TABLE_MIN_WIDTH = 52 + 90 + 120 + 120 + 240 + 90 + 128 + 6 * 10 + 24;

/**
 * The field errors of a package (from this PC's check or the operator's answer), filterable by
 * field. Thousands of rows stay fast: the kit's VirtualTable renders only the visible rows,
 * fetched from main a page at a time; rows are measured, since reasons wrap.
 */
export function ErrorTable({
  source,
  summary,
  total,
  profileId,
  stockFields = true,
}: {
  source: ErrorSource;
  summary: { field: string; count: number }[];
  total: number;
  /** The store whose goods dictionary names the products of the rows (stored errors keep each row's nnt). */
  profileId?: number;
  /** The package is a stock package, whose fields have names; another schema's fields are shown as they are. */
  stockFields?: boolean;
}) {
  const { t } = useTranslation();
  const [field, setField] = useState<string | undefined>();
  const count = field === undefined ? total : (summary.find((s) => s.field === field)?.count ?? 0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const data = useWindowedRows({
    key: errorPageKey(source, field),
    fetchWindow: (offset, limit) => fetchErrorPage(source, field, offset / limit, limit),
    rowsOf: (page) => page.items,
    windowRows: PAGE,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A refused upload's errors are the operator's answer.
  const origin = source.type === 'upload' ? 'server' : source.origin;
  // Every column shares the width by weight above its floor, the reason most: at 1024 px the
  // reason keeps 240 px (it once squeezed to a letter a line beside fixed columns), and below the
  // floors' sum the region scrolls sideways instead (ERROR_TABLE_MIN_WIDTH).
  const columns = useMemo((): VirtualColumn<PackageError>[] => {
    const col = (id: string, width: string, cell: (e: PackageError) => React.ReactNode, className = '') => ({
      id,
      header: t(runtimeKey(`packageErrors.errorsTable.${id}`)),
      width,
      cell,
      className: `upl-errors__cell ${className}`.trim(),
      title: () => undefined,
    });
    return [
      col('record', 'minmax(52px, 0.5fr)', (e) =>
        e.rowIndex === null ? t('packageErrors.errorsTable.package') : e.rowIndex + 1,
      ),
      col('prtId', 'minmax(90px, 1fr)', (e) => e.prtId ?? '—', 'mono'),
      col('product', 'minmax(120px, 1.4fr)', (e) => <ProductCode nnt={e.nnt ?? null} />),
      col('field', 'minmax(120px, 1.3fr)', (e) => <FieldCell error={e} named={stockFields} />),
      col('problem', 'minmax(240px, 3fr)', (e) => <ProblemCell error={e} />),
      col(
        'where',
        'minmax(90px, 1fr)',
        (e) =>
          e.line !== null
            ? t('packageErrors.errorsTable.whereValue', {
                line: e.line,
                position: e.position,
              })
            : '—',
        'muted',
      ),
      {
        id: 'copy',
        header: t('uploads.findingsExport.copyOne'),
        // Wide enough for "✓ Скопировать" on one line: a label never breaks inside its word.
        width: 'minmax(128px, 0.8fr)',
        cell: (e: PackageError) => <CopyOne error={e} origin={origin} />,
        className: 'upl-errors__cell upl-errors__cell--action',
        title: () => undefined,
      },
    ];
  }, [t, origin, stockFields]);

  // The codes of the rows read so far (an operator's list is capped at 1000): one names request.
  const nnts: number[] = [];
  for (let i = 0; i < Math.min(count, 5000); i++) {
    const nnt = data.rowAt(i)?.nnt;
    if (typeof nnt === 'number') nnts.push(nnt);
  }
  const table = (
    <div className="upl-errors">
      <label className="upl-errors__filter">
        {t('packageErrors.errorsTable.filter')}{' '}
        <select
          value={field ?? ''}
          onChange={(e) => {
            setField(e.target.value === '' ? undefined : e.target.value);
            scrollRef.current?.scrollTo({ top: 0 });
          }}
        >
          <option value="">{t('packageErrors.errorsTable.allFields', { count: total })}</option>
          {summary.map((s) => (
            <option key={s.field} value={s.field}>
              {stockFields
                ? t('packageErrors.errorsTable.fieldOption', {
                    field: s.field,
                    label: fieldLabel(t, s.field) || t('packageErrors.fields.unknown'),
                    count: s.count,
                  })
                : t('packageErrors.errorsTable.fieldOnlyOption', { field: s.field, count: s.count })}
            </option>
          ))}
        </select>
      </label>
      <VirtualTable
        columns={columns}
        rowCount={count}
        rowAt={data.rowAt}
        rowHeight={48}
        measureRows
        overscan={12}
        onRangeChange={data.onRangeChange}
        label={t('packageErrors.errorsTable.problem')}
        loadingRow={t('packageErrors.errorsTable.loadingRow')}
        className="upl-errors__scroll"
        rowClassName="upl-errors__row"
        minWidth={ERROR_TABLE_MIN_WIDTH}
        rowTestId="error-row"
        layoutKey="upload-errors"
        scrollRef={scrollRef}
      />
    </div>
  );
  return profileId === undefined ? (
    table
  ) : (
    <ProductNamesScope profileId={profileId} nnts={nnts}>
      {table}
    </ProductNamesScope>
  );
}

function FieldCell({ error, named }: { error: PackageError; named: boolean }) {
  const { t } = useTranslation();
  const label = named ? fieldLabel(t, error.field, error.rowIndex !== null) : '';
  return (
    <>
      <code>{error.field ?? recordPaths(t, error.fieldPath)}</code>
      {label && <span className="muted"> — {label}</span>}
    </>
  );
}

function ProblemCell({ error }: { error: PackageError }) {
  const { t } = useTranslation();
  return (
    <>
      {error.severity === 'warning' && (
        <span data-testid="warning-badge">
          <SeverityBadge severity="warning">{t('packageErrors.errorsTable.warning')}</SeverityBadge>:{' '}
        </span>
      )}
      {describeError(t, error)}
      {error.value !== null && (
        <span className="upl-errors__value muted">{t('packageErrors.errorsTable.value', { value: error.value })}</span>
      )}
    </>
  );
}

/** "Copy" of one finding: the plain-text line a manager pastes into a message to the vendor. */
function CopyOne({ error, origin }: { error: PackageError; origin: 'local' | 'server' }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const record = error.rowIndex === null ? t('packageErrors.errorsTable.package') : error.rowIndex + 1;
  return (
    <Button
      variant="ghost"
      aria-label={t('uploads.findingsExport.copyOneLabel', { row: record })}
      data-testid="copy-one"
      onClick={() => void copyText(findingText(t, packageErrorRow(t, error, origin))).then((ok) => setCopied(ok))}
    >
      {copied ? '✓ ' : ''}
      {t('uploads.findingsExport.copyOne')}
    </Button>
  );
}
