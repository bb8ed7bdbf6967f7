import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reasonBatches } from '../../../../shared/protocol/status-reason';
import { ProductCardDialog } from '../dictionaries';
import { useProductNames } from './use-product-names';

/** The batches a status-3 message names, each with its product (opening the card) and what was wrong. */
export function ReasonBatches({ profileId, message }: { profileId: number; message: string }) {
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
                <button type="button" className="upl-link" onClick={() => setCard(product.nnt)}>
                  {product.label}
                </button>
              ) : (
                b.nnt !== null && <span className="mono">nnt {b.nnt}</span>
              )}
              {b.problem && <span className="muted">: {b.problem}</span>}
            </li>
          );
        })}
      </ul>
      {card !== null && <ProductCardDialog profileId={profileId} nnt={card} onClose={() => setCard(null)} />}
    </div>
  );
}
