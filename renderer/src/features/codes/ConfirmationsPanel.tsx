import { useTranslation } from 'react-i18next';
import { Button } from '@renderer/ui/Button';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { formatDateTime } from '@renderer/ui/format';
import { useConfirmations, useRevokeConfirmation } from './use-codes';
import './codes.css';

/** The store's confirmed codes on one screen: which, since when, whether the operator's link replaced them; revocable. */
export function ConfirmationsPanel({ profileId }: { profileId: number }) {
  const { t, i18n } = useTranslation();
  const list = useConfirmations(profileId);
  const revoke = useRevokeConfirmation(profileId);
  return (
    <section className="upl-card" aria-labelledby="cds-conf-title" data-testid="code-confirmations">
      <h2 className="upl-card__title" id="cds-conf-title">
        {t('codes.confirmations.tab')}
      </h2>
      <p className="muted">{t('codes.confirmations.intro')}</p>
      {list.isError && <ErrorMessage error={list.error} />}
      {revoke.isError && <ErrorMessage error={revoke.error} />}
      {list.data && list.data.total === 0 && <p>{t('codes.confirmations.empty')}</p>}
      {list.data && list.data.total > 0 && (
        <>
          <p className="muted">{t('codes.confirmations.total', { count: list.data.total })}</p>
          <div className="cds-table-wrap" tabIndex={0} role="region" aria-labelledby="cds-conf-title">
            <table className="cds-table">
              <thead>
                <tr>
                  <th scope="col">{t('codes.confirmations.sku')}</th>
                  <th scope="col">{t('codes.confirmations.nnt')}</th>
                  <th scope="col">{t('codes.confirmations.product')}</th>
                  <th scope="col">{t('codes.confirmations.name')}</th>
                  <th scope="col">{t('codes.confirmations.when')}</th>
                  <th scope="col">{t('codes.confirmations.state')}</th>
                  <th scope="col">
                    <span className="dk-sr-only">{t('codes.confirmations.revoke')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((c) => (
                  <tr key={c.sku} data-testid="code-confirmation">
                    <td>{c.sku}</td>
                    <td className="cds-num">{c.nnt}</td>
                    <td>{c.productName ?? '—'}</td>
                    <td>{c.name ?? '—'}</td>
                    <td>{formatDateTime(c.confirmedAt, i18n.language)}</td>
                    <td>
                      {c.overridden
                        ? t('codes.confirmations.overridden', { nnt: c.storeLinkNnt ?? '' })
                        : t('codes.confirmations.active')}
                    </td>
                    <td>
                      <Button
                        variant="ghost-danger"
                        busy={revoke.isPending && revoke.variables === c.sku}
                        aria-label={t('codes.confirmations.revokeLabel', { sku: c.sku })}
                        onClick={() => revoke.mutate(c.sku)}
                      >
                        {t('codes.confirmations.revoke')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
