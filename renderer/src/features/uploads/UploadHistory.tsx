import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { statusText } from './format';
import { OutcomeBadge } from './OutcomeBadge';
import { useUploadList } from './use-uploads';
import { When } from './When';
import { Button } from '../../ui/Button';

const PAGE_SIZE = 50;

/** The upload ledger of the current store, newest first, a page at a time. */
export function UploadHistory({
  profileId,
  onOpen,
}: {
  profileId: number | undefined;
  onOpen: (uploadId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const [offset, setOffset] = useState(0);
  const list = useUploadList(profileId, offset, PAGE_SIZE);
  if (list.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (list.isError) return <ErrorMessage error={list.error} onRetry={() => void list.refetch()} />;
  const { total, items } = list.data;
  if (total === 0) return <p className="muted">{t('uploads.history.empty')}</p>;
  return (
    <div className="upl-history">
      <div className="upl-table-wrap">
        <table className="upl-table" data-testid="upload-history">
          <thead>
            <tr>
              <th>{t('uploads.history.started')}</th>
              <th>{t('uploads.history.kind')}</th>
              <th>{t('uploads.history.file')}</th>
              <th className="num">{t('uploads.history.rows')}</th>
              <th>{t('uploads.history.outcome')}</th>
              <th>{t('uploads.history.operatorStatus')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((u) => (
              <tr key={u.id} data-testid="upload-row">
                <td>
                  <When iso={u.startedAt} />
                </td>
                <td>{t(`uploads.kinds.${u.kind}`)}</td>
                <td className="upl-file">{u.fileName ?? '—'}</td>
                <td className="num">{u.rows?.toLocaleString(i18n.language) ?? '—'}</td>
                <td>
                  <OutcomeBadge upload={u} />
                </td>
                <td>
                  {u.statusId !== null
                    ? statusText(t, u.statusId)
                    : u.tracking === 'active'
                      ? t('uploads.tracking.active')
                      : '—'}
                </td>
                <td>
                  <Button variant="ghost" onClick={() => onOpen(u.id)}>
                    {t('uploads.history.open')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > PAGE_SIZE && (
        <div className="upl-pager">
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            {t('uploads.history.prev')}
          </Button>
          <span>
            {t('uploads.history.page', {
              from: offset + 1,
              to: Math.min(total, offset + PAGE_SIZE),
              total,
            })}
          </span>
          <Button disabled={offset + PAGE_SIZE >= total} onClick={() => setOffset(offset + PAGE_SIZE)}>
            {t('uploads.history.next')}
          </Button>
        </div>
      )}
    </div>
  );
}
