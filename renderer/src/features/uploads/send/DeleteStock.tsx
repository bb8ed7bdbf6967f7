import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@renderer/ui/ErrorMessage';
import { invoke } from '@renderer/lib/ipc';
import { Modal } from '@renderer/ui/Modal';
import { uploadModalClasses } from '../upload-modal-classes';
import { OutcomeBadge } from '../OutcomeBadge';
import { Button } from '@renderer/ui/Button';

/** "Delete all stock at the operator", behind a dialog that names the store and needs an explicit tick. */
export function DeleteStock({ profileId, storeName }: { profileId: number; storeName: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const remove = useMutation({
    mutationFn: () => invoke('uploads:delete-stock', { profileId, confirmed: true }),
  });
  const close = () => {
    setAsking(false);
    setUnderstood(false);
  };
  return (
    <details className="upl-danger">
      <summary>{t('uploads.delete.title')}</summary>
      <p className="muted">{t('uploads.delete.hint')}</p>
      <Button variant="danger" onClick={() => setAsking(true)} disabled={remove.isPending}>
        {t('uploads.delete.button')}
      </Button>
      {remove.isSuccess && (
        <p className="upl-note">
          <OutcomeBadge upload={remove.data} />{' '}
          {remove.data.outcome === 'deleted' ? t('uploads.delete.done') : (remove.data.errorMessage ?? '')}
        </p>
      )}
      {remove.isError && <ErrorMessage error={remove.error} />}
      {asking && (
        <Modal
          classes={uploadModalClasses}
          title={t('uploads.delete.confirmTitle', { name: storeName })}
          onClose={close}
          actions={
            <>
              {/* The action, then "cancel", as in every dialog; the focus starts on "cancel". */}
              <Button
                variant="danger"
                disabled={!understood}
                onClick={() => {
                  close();
                  remove.mutate();
                }}
              >
                {t('uploads.delete.confirmButton')}
              </Button>
              <Button onClick={close} autoFocus data-autofocus>
                {t('common.cancel')}
              </Button>
            </>
          }
        >
          <p>{t('uploads.delete.confirmBody')}</p>
          <label className="upl-check">
            <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />{' '}
            {t('uploads.delete.confirmCheck')}
          </label>
        </Modal>
      )}
    </details>
  );
}
