import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SecretState, StoreProfile } from '@shared/ipc/channels/profiles';
import { invoke } from '@renderer/lib/ipc';
import { describeStoreError, describeStoreFailure } from './describe-store-error';
import { formatDateTime } from '@renderer/ui/format';
import { SecretForm } from './SecretForm';
import { StoreForm } from './StoreForm';
import { Button } from '@renderer/ui/Button';
import { WebAddress } from '@renderer/ui/WebAddress';
import { storeDisplayName } from './store-display-name';

export type CardPanel = 'edit' | 'password' | undefined;

const secretTone: Record<SecretState, string> = {
  stored: 'ok',
  'built-in': 'ok',
  missing: 'warn',
  'keychain-locked': 'danger',
  'keychain-unavailable': 'danger',
};

/** One store: what it is, whether it can connect (password, last test), and what can be done with it. */
export function StoreCard(props: {
  store: StoreProfile;
  secret: SecretState | undefined;
  panel: CardPanel;
  onPanel: (panel: CardPanel) => void;
  onRemove: () => void;
  onRefreshSecrets: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { store, secret, panel } = props;
  const test = useMutation({ mutationFn: () => invoke('profiles:test-connection', { id: store.id }) });
  const check = store.lastCheck;
  const keychainDown = secret === 'keychain-locked' || secret === 'keychain-unavailable';
  const name = storeDisplayName(t, store);
  // A check just run shows its own result below; the stored line would repeat it.
  const freshResult = test.isSuccess || test.isError;

  return (
    <li className="store-card" data-testid="store-card" aria-label={name}>
      <div className="store-card__head">
        <span className="store-card__name">{name}</span>
        {store.isSandbox && <span className="badge badge--sandbox">{t('stores.sandboxBadge')}</span>}
      </div>
      <dl className="store-card__facts">
        <dt>{t('stores.storeId')}</dt>
        <dd className="mono">{store.storeId}</dd>
        <dt>{t('stores.address')}</dt>
        <dd className="mono">{store.isSandbox ? t('stores.embedded') : <WebAddress href={store.baseUrl} />}</dd>
        {!store.isSandbox && (
          <>
            <dt>{t('stores.authAddress')}</dt>
            <dd className="mono">
              <WebAddress href={store.authUrl} />
            </dd>
          </>
        )}
      </dl>
      {store.isSandbox && <p className="muted">{t('stores.sandboxHint')}</p>}

      <div className="store-status">
        <p className={`dk-status dk-status--${secret ? secretTone[secret] : 'muted'}`} data-testid="secret-state">
          {t(`stores.secret.${secret ?? 'unknown'}`)}
          {keychainDown && (
            <Button variant="ghost" onClick={props.onRefreshSecrets}>
              {t('stores.actions.refresh')}
            </Button>
          )}
        </p>
        {!freshResult && (
          <p className={`dk-status dk-status--${!check ? 'muted' : check.outcome === 'ok' ? 'ok' : 'danger'}`}>
            {!check
              ? t('stores.check.never')
              : check.outcome === 'ok'
                ? t('stores.check.ok', {
                    when: formatDateTime(check.at, i18n.language),
                    minutes: Math.round((check.expiresIn ?? 0) / 60),
                  })
                : t('stores.check.failed', {
                    when: formatDateTime(check.at, i18n.language),
                    reason: describeStoreError(t, check.outcome),
                  })}
          </p>
        )}
      </div>

      {test.isSuccess && (
        <p className="dk-note dk-note--ok" role="status" data-testid="test-result">
          {t('stores.check.result', { minutes: Math.round(test.data.expiresIn / 60), seconds: test.data.expiresIn })}
        </p>
      )}
      {test.isError && (
        <p className="dk-note dk-note--error" role="alert" data-testid="test-result">
          {describeStoreFailure(t, test.error)}
        </p>
      )}

      <div className="store-card__actions">
        <Button variant="primary" disabled={test.isPending} onClick={() => test.mutate()}>
          {test.isPending ? t('stores.actions.testing') : t('stores.actions.test')}
        </Button>
        <Button aria-expanded={panel === 'edit'} onClick={() => props.onPanel(panel === 'edit' ? undefined : 'edit')}>
          {store.isSandbox ? t('stores.actions.rename') : t('stores.actions.edit')}
        </Button>
        {!store.isSandbox && (
          <>
            <Button
              aria-expanded={panel === 'password'}
              onClick={() => props.onPanel(panel === 'password' ? undefined : 'password')}
            >
              {t('stores.actions.password')}
            </Button>
            <Button variant="ghost-danger" onClick={props.onRemove}>
              {t('stores.actions.remove')}
            </Button>
          </>
        )}
      </div>

      {panel === 'edit' && <StoreForm profile={store} onDone={() => props.onPanel(undefined)} />}
      {panel === 'password' && <SecretForm profile={store} onDone={() => props.onPanel(undefined)} />}
    </li>
  );
}
