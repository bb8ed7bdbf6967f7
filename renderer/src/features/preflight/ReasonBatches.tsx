import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { reasonBatches } from '@shared/protocol/status-reason';
import { ProductCardDialog } from '../dictionaries';
import { useProductNames } from './use-product-names';

/**
 * The batches a status-3 message names, each with its product (opening the card), what was wrong
 * and — when the upload's file is kept — its record in that file (`onShowRow` opens it there).
 */
export function ReasonBatches({
  profileId,
  message,
  uploadId,
  onShowRow,
}: {
  profileId: number;
  message: string;
  uploadId?: number;
  onShowRow?: (prtId: string) => void;
}) {
  const { t } = useTranslation();
  const [card, setCard] = useState<number | null>(null);
  const batches = reasonBatches(message);
  const names = useProductNames(
    profileId,
    batches.flatMap((b) => (b.nnt === null ? [] : [b.nnt])),
  );
  if (batches.length === 0) return null;
  return (
    <div className="upl-reason" data-testid="reason-batches">
      <span className="muted">{t('preflight.reasonTitle')}</span>
      <ul>
        {batches.map((b) => {
          const product = b.nnt === null ? undefined : names.data?.get(b.nnt);
          return (
            <li key={b.prtId} data-testid="reason-batch" data-prt-id={b.prtId}>
              <span className="mono">
                {t('preflight.prtId')} {b.prtId}
              </span>
              {' — '}
              {product ? (
                <button type="button" className="dk-link" onClick={() => setCard(product.nnt)}>
                  {product.label}
                </button>
              ) : (
                b.nnt !== null && <span className="mono">nnt {b.nnt}</span>
              )}
              {b.problem && <span className="muted">: {b.problem}</span>}
              {uploadId !== undefined && onShowRow && (
                <BatchRow uploadId={uploadId} prtId={b.prtId} onShow={() => onShowRow(b.prtId)} />
              )}
            </li>
          );
        })}
      </ul>
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </div>
  );
}

/** "record N in the file sent", as a link to that row; nothing when the file is not kept or lacks the batch. */
function BatchRow({ uploadId, prtId, onShow }: { uploadId: number; prtId: string; onShow: () => void }) {
  const { t } = useTranslation();
  const located = useQuery({
    queryKey: queryKeys.keptFileRow(uploadId, prtId),
    queryFn: () => invoke('workbench:locate-row', { source: { type: 'upload', uploadId }, prtId }),
    retry: false,
    staleTime: Infinity,
  });
  const row = located.data?.row;
  if (row === undefined || row === null) return null;
  return (
    <>
      {' — '}
      <button
        type="button"
        className="dk-link"
        data-testid="reason-batch-row"
        title={t('preflight.reasonRowTitle', { prtId })}
        onClick={onShow}
      >
        {t('preflight.reasonRow', { row })}
      </button>
    </>
  );
}
