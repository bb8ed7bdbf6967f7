import { useQueries } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackageError } from '../../../../shared/ipc/channels/uploads';
import { describeError, fieldLabel } from './describe-error';
import { errorPageKey, fetchErrorPage, type ErrorSource } from './use-uploads';

const PAGE = 200;

/**
 * The field errors of a package (from this PC's check or the operator's answer), filterable by
 * field. Thousands of rows stay fast: only the visible rows are rendered, and they are fetched
 * from main a page at a time.
 */
export function ErrorTable({
  source,
  summary,
  total,
}: {
  source: ErrorSource;
  summary: { field: string; count: number }[];
  total: number;
}) {
  const { t } = useTranslation();
  const [field, setField] = useState<string | undefined>();
  const count = field === undefined ? total : (summary.find((s) => s.field === field)?.count ?? 0);
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design; nothing here is memoized
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 48,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const pages = [...new Set(items.map((i) => Math.floor(i.index / PAGE)))];
  const results = useQueries({
    queries: pages.map((page) => ({
      queryKey: errorPageKey(source, field, page),
      queryFn: () => fetchErrorPage(source, field, page, PAGE),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const rowAt = (index: number): PackageError | undefined => {
    const at = pages.indexOf(Math.floor(index / PAGE));
    return at < 0 ? undefined : results[at]?.data?.items[index % PAGE];
  };

  return (
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
              {t('packageErrors.errorsTable.fieldOption', {
                field: s.field,
                label: fieldLabel(t, s.field) || t('packageErrors.fields.unknown'),
                count: s.count,
              })}
            </option>
          ))}
        </select>
      </label>
      <div
        className="upl-errors__scroll"
        ref={scrollRef}
        role="table"
        aria-label={t('packageErrors.errorsTable.problem')}
        aria-rowcount={count + 1}
      >
        <div className="upl-errors__row upl-errors__head" role="row">
          <span role="columnheader">{t('packageErrors.errorsTable.record')}</span>
          <span role="columnheader">{t('packageErrors.errorsTable.prtId')}</span>
          <span role="columnheader">{t('packageErrors.errorsTable.field')}</span>
          <span role="columnheader">{t('packageErrors.errorsTable.problem')}</span>
          <span role="columnheader">{t('packageErrors.errorsTable.where')}</span>
        </div>
        <div className="upl-errors__body" style={{ height: virtualizer.getTotalSize() }}>
          {items.map((item) => {
            const error = rowAt(item.index);
            return (
              <div
                key={item.key}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="upl-errors__row"
                role="row"
                aria-rowindex={item.index + 2}
                data-testid="error-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                {error ? (
                  <ErrorCells error={error} />
                ) : (
                  <span className="muted">{t('packageErrors.errorsTable.loadingRow')}</span>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function ErrorCells({ error }: { error: PackageError }) {
  const { t } = useTranslation();
  const label = fieldLabel(t, error.field);
  return (
    <>
      <span role="cell">{error.rowIndex === null ? t('packageErrors.errorsTable.package') : error.rowIndex + 1}</span>
      <span role="cell" className="mono">
        {error.prtId ?? '—'}
      </span>
      <span role="cell">
        <code>{error.field ?? error.fieldPath}</code>
        {label && <span className="muted"> — {label}</span>}
      </span>
      <span role="cell">
        {error.severity === 'warning' && (
          <span className="upl-errors__warning" data-testid="warning-badge">
            {t('packageErrors.errorsTable.warning')}:{' '}
          </span>
        )}
        {describeError(t, error)}
        {error.value !== null && (
          <span className="upl-errors__value muted">
            {t('packageErrors.errorsTable.value', { value: error.value })}
          </span>
        )}
      </span>
      <span role="cell" className="muted">
        {error.line !== null
          ? t('packageErrors.errorsTable.whereValue', {
              line: error.line,
              position: error.position,
            })
          : '—'}
      </span>
    </>
  );
}
