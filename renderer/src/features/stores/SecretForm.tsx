import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreProfile } from '@shared/ipc/channels/profiles';
import { describeStoreFailure } from './describe-store-error';
import { useSecretStates, useStoreMutations } from './use-stores';
import { Button } from '@renderer/ui/Button';
import { Modal } from '@renderer/ui/Modal';
import { storeDisplayName } from './store-display-name';

/**
 * Enters a store's password, in a dialog (Escape or "Close" closes it and focus returns to the
 * "Password" button). It goes one way, to main and on into the OS keychain: the field starts
 * empty, is cleared after saving, and no channel ever sends a password back.
 */
export function SecretForm({ profile, onDone }: { profile: StoreProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { setSecret, clearSecret } = useStoreMutations();
  // "Forget the saved password" only where one is saved (a store without one offered it too).
  const stored = useSecretStates().data?.find((s) => s.profileId === profile.id)?.state === 'stored';
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const [note, setNote] = useState<string | undefined>();
  const field = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNote(undefined);
    if (value.trim() === '') {
      setEmpty(true);
      return;
    }
    setSecret.mutate(
      { id: profile.id, secret: value },
      {
        onSuccess: () => {
          setValue('');
          setNote(t('stores.password.saved'));
        },
        // The save button is disabled while it works, which drops its focus to the page body:
        // focus comes back to the (now empty) field, inside the still open dialog.
        onSettled: () => field.current?.focus(),
      },
    );
  };

  const error = setSecret.error ?? clearSecret.error;
  return (
    <Modal
      title={t('stores.password.title', { name: storeDisplayName(t, profile) })}
      onClose={onDone}
      actions={
        <>
          {/* The actions sit outside the form in the dialog's layout; `form` ties submit to it. */}
          <Button type="submit" form={`${id}-form`} variant="primary" disabled={setSecret.isPending}>
            {t('stores.password.save')}
          </Button>
          {stored && (
            <Button
              variant="ghost"
              disabled={clearSecret.isPending}
              onClick={() => clearSecret.mutate(profile.id, { onSuccess: () => setNote(t('stores.password.cleared')) })}
            >
              {t('stores.password.clear')}
            </Button>
          )}
          <Button onClick={onDone}>{t('common.close')}</Button>
        </>
      }
    >
      <form id={`${id}-form`} className="store-form" onSubmit={submit} noValidate data-testid="secret-form">
        <div className={empty ? 'dk-field dk-field--error' : 'dk-field'}>
          <label htmlFor={`${id}-secret`}>{t('stores.password.label')}</label>
          <input
            id={`${id}-secret`}
            ref={field}
            type="password"
            autoComplete="new-password"
            spellCheck={false}
            value={value}
            aria-invalid={empty}
            aria-describedby={`${id}-hint ${id}-msg`}
            onChange={(e) => {
              setValue(e.target.value);
              setEmpty(false);
            }}
          />
          <p id={`${id}-hint`} className="dk-field__hint">
            {t('stores.password.hint')}
          </p>
          <p
            id={`${id}-msg`}
            className={empty ? 'dk-field__msg dk-field__msg--error' : 'dk-field__msg'}
            role={empty ? 'alert' : undefined}
          >
            {empty ? t('stores.password.empty') : ''}
          </p>
        </div>
        {note && (
          <p className="dk-note dk-note--ok" role="status">
            {note}
          </p>
        )}
        {error && <p className="dk-note dk-note--error">{describeStoreFailure(t, error)}</p>}
      </form>
    </Modal>
  );
}
