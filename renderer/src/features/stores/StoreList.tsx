import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { ConfirmDialog } from '@renderer/ui/ConfirmDialog';
import { describeStoreFailure } from './describe-store-error';
import { StoreCard, type CardPanel } from './StoreCard';
import { StoreForm } from './StoreForm';
import { useSecretStates, useStoreMutations, useStores } from './use-stores';
import './stores.css';
import { Button } from '@renderer/ui/Button';
import { storeDisplayName } from './store-display-name';

/** The "Аптеки" screen: the stores this PC talks to (the built-in Sandbox first), with add, edit, password, test and remove. */
export function StoreList() {
  const { t } = useTranslation();
  const stores = useStores();
  const secrets = useSecretStates();
  const { remove } = useStoreMutations();
  const [adding, setAdding] = useState(false);
  // After the add form closes (saved or cancelled) focus goes back to "Добавить аптеку", never to the page body.
  const addButton = useRef<HTMLButtonElement>(null);
  const wasAdding = useRef(false);
  useEffect(() => {
    if (wasAdding.current && !adding) addButton.current?.focus();
    wasAdding.current = adding;
  }, [adding]);
  const [open, setOpen] = useState<{ id: number; panel: CardPanel } | undefined>();
  const [removing, setRemoving] = useState<number | undefined>();

  if (stores.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (stores.isError) return <ErrorMessage error={stores.error} onRetry={() => void stores.refetch()} />;
  const toRemove = stores.data.find((s) => s.id === removing);

  return (
    <div className="stores-screen">
      <div className="stores-toolbar">
        <p className="muted">{t('stores.intro')}</p>
        {!adding && (
          <Button ref={addButton} variant="primary" onClick={() => setAdding(true)}>
            {t('stores.actions.add')}
          </Button>
        )}
      </div>
      {adding && (
        <div className="dk-panel">
          <StoreForm onDone={() => setAdding(false)} />
        </div>
      )}
      {stores.data.length === 0 ? (
        <p className="muted">{t('stores.empty')}</p>
      ) : (
        <ul className="store-list" aria-label={t('stores.title')}>
          {stores.data.map((store) => (
            <StoreCard
              key={store.id}
              store={store}
              secret={secrets.data?.find((s) => s.profileId === store.id)?.state}
              panel={open?.id === store.id ? open.panel : undefined}
              onPanel={(panel) => setOpen(panel ? { id: store.id, panel } : undefined)}
              onRemove={() => {
                remove.reset();
                setRemoving(store.id);
              }}
              onRefreshSecrets={() => void secrets.refetch()}
            />
          ))}
        </ul>
      )}
      {toRemove && (
        <ConfirmDialog
          title={t('stores.remove.title', { name: storeDisplayName(t, toRemove) })}
          confirmLabel={t('stores.remove.confirm')}
          cancelLabel={t('common.cancel')}
          danger
          busy={remove.isPending}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => remove.mutate(toRemove.id, { onSuccess: () => setRemoving(undefined) })}
        >
          <p>{t('stores.remove.body')}</p>
          {remove.isError && <p className="dk-note dk-note--error">{describeStoreFailure(t, remove.error)}</p>}
        </ConfirmDialog>
      )}
    </div>
  );
}
