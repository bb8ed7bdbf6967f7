import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { DeskInvokeError, invoke } from '@renderer/lib/ipc';
import { queryKeys } from '@renderer/lib/query-keys';
import { Button } from '@renderer/ui/Button';

/**
 * The operator's price-dispersion page (`{base_url}/dispersion?storeId=`). A real operator's
 * page opens in the system browser through app:open-page: the screen names the page and the
 * store, core builds the address from a store whose connection test succeeded. The built-in
 * Sandbox's page is plain http on this PC, so its rows are read by main and shown here instead.
 */
export function DispersionPanel({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  return (
    <div className="stk-dispersion">
      <p>{t('stocks.dispersion.intro')}</p>
      {store.isSandbox ? <SandboxDispersion profileId={store.id} /> : <OperatorDispersion store={store} />}
    </div>
  );
}

function OperatorDispersion({ store }: { store: StoreProfile }) {
  const { t } = useTranslation();
  const open = useMutation({ mutationFn: () => invoke('app:open-page', { page: 'dispersion', profileId: store.id }) });
  const tested = store.lastCheck?.outcome === 'ok';
  const refusal = refusalOf(open.error);
  return (
    <>
      {!tested && <p className="dk-note dk-note--info">{t('stocks.dispersion.testFirst')}</p>}
      <div className="dk-actions">
        <Button variant="primary" disabled={open.isPending || !tested} onClick={() => open.mutate()}>
          {t('stocks.dispersion.open')}
        </Button>
      </div>
      {open.data?.opened === true && <p className="dk-note dk-note--ok">{t('stocks.dispersion.opened')}</p>}
      {open.data?.opened === false && (
        <p className="dk-note dk-note--warn">{t('stocks.dispersion.notOpened', { url: open.data.url })}</p>
      )}
      {refusal ? (
        <p className="dk-note dk-note--warn" role="alert">
          {t(`stocks.dispersion.refused.${refusal}`)}
        </p>
      ) : (
        open.isError && <ErrorMessage error={open.error} />
      )}
    </>
  );
}

const refusals = ['not-tested', 'not-https', 'sandbox'] as const;

/** Core's reason for not opening the page (details.reason of a `conflict`), when it gave one. */
function refusalOf(error: unknown): (typeof refusals)[number] | undefined {
  if (!(error instanceof DeskInvokeError) || error.error.code !== 'conflict') return undefined;
  const reason = (error.error.details as { reason?: unknown } | undefined)?.reason;
  return refusals.find((r) => r === reason);
}

function SandboxDispersion({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const page = useQuery({
    queryKey: queryKeys.sandboxDispersion(profileId),
    queryFn: () => invoke('stocks:sandbox-dispersion', { profileId }),
    enabled: shown,
  });
  return (
    <>
      <p className="dk-note dk-note--info">{t('stocks.dispersion.sandboxIntro')}</p>
      <div className="dk-actions">
        <Button
          variant="primary"
          disabled={page.isFetching}
          onClick={() => (shown ? void page.refetch() : setShown(true))}
        >
          {shown ? t('stocks.dispersion.refresh') : t('stocks.dispersion.show')}
        </Button>
      </div>
      {page.isError && <ErrorMessage error={page.error} onRetry={() => void page.refetch()} />}
      {page.data && (
        <div data-testid="dispersion">
          <p>{page.data.summary}</p>
          {page.data.rows.length === 0 ? (
            <p className="muted">{t('stocks.dispersion.none')}</p>
          ) : (
            <table className="stk-plain">
              <thead>
                <tr>
                  {page.data.headers.map((h) => (
                    <th key={h}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {page.data.rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </>
  );
}
