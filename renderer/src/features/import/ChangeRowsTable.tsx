import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRowView } from '@shared/ipc/channels/import';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { formatNumber } from '@renderer/ui/format';
import { useWindowedRows } from '@renderer/ui/use-windowed-rows';
import { VirtualTable, type VirtualColumn } from '@renderer/ui/VirtualTable';

const kindClass = { added: 'dk-status--ok', changed: 'dk-status--warn', 'run-out': 'dk-status--muted' } as const;

/** Every row of a changes package before it is sent, paged from core into the kit's virtual table. */
export function ChangeRowsTable({ changesId, total }: { changesId: string; total: number }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const data = useWindowedRows({
    key: queryKeys.importChanges(changesId),
    fetchWindow: (offset, limit) => invoke('import:changes-rows', { changesId, offset, limit }),
    rowsOf: (page) => page.rows,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const columns = useMemo(
    (): VirtualColumn<ChangeRowView>[] => [
      {
        id: 'kind',
        header: t('import.changes.kind'),
        width: '130px',
        cell: (r) => <span className={`dk-status ${kindClass[r.kind]}`}>{t(`import.changes.kinds.${r.kind}`)}</span>,
        title: () => undefined,
      },
      {
        id: 'prtId',
        header: t('import.changes.prtId'),
        width: 'minmax(140px, 1fr)',
        className: 'mono',
        cell: (r) => String(r.row.prtId ?? '—'),
      },
      {
        id: 'qnt',
        header: t('import.changes.qnt'),
        width: '90px',
        align: 'right',
        cell: (r) => (typeof r.row.qnt === 'number' ? formatNumber(r.row.qnt, lng) : '—'),
      },
      {
        id: 'price',
        header: t('import.changes.price'),
        width: '120px',
        align: 'right',
        cell: (r) => (typeof r.row.prcOptNds === 'number' ? formatNumber(r.row.prcOptNds, lng) : '—'),
      },
      {
        id: 'fields',
        header: t('import.changes.fields'),
        width: 'minmax(160px, 2fr)',
        className: 'mono',
        cell: (r) => r.fields.join(', '),
      },
    ],
    [t, lng],
  );
  return (
    <VirtualTable
      columns={columns}
      rowCount={total}
      rowAt={data.rowAt}
      onRangeChange={data.onRangeChange}
      rowHeight={32}
      label={t('import.changes.table')}
      loadingRow={t('common.loading')}
      className="imp-changes__table"
      testId="import-change-rows"
      layoutKey="import-change-rows"
      rowTestId="import-change-row"
    />
  );
}
