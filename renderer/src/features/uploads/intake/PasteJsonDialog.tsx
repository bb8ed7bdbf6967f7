import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PASTED_TEXT_BYTES } from '@shared/ipc/channels/upload-intake';
import { Button } from '@renderer/ui/Button';
import { formatBytes } from '@renderer/ui/format';
import { Modal } from '@renderer/ui/Modal';
import { uploadModalClasses } from '../upload-modal-classes';

/**
 * "Paste JSON text": the package text typed or pasted into a dialog, checked exactly as a file.
 * The text is kept while the dialog is open, whatever the answer (nothing typed is lost).
 */
export function PasteJsonDialog({
  maxLabel,
  onClose,
  onCheck,
}: {
  maxLabel: string;
  onClose: () => void;
  onCheck: (bytes: Uint8Array) => void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const fieldId = useId();
  const submit = () => {
    if (text.trim() === '') return setProblem(t('uploadIntake.paste.empty'));
    const bytes = new TextEncoder().encode(text);
    if (bytes.byteLength > MAX_PASTED_TEXT_BYTES)
      return setProblem(
        t('uploadIntake.paste.tooLarge', { size: formatBytes(bytes.byteLength, i18n.language), max: maxLabel }),
      );
    onCheck(bytes);
  };
  return (
    <Modal
      title={t('uploadIntake.paste.title')}
      onClose={onClose}
      classes={uploadModalClasses}
      actions={
        <>
          {/* The action, then "cancel": one order in every dialog (the kit's ConfirmDialog, Windows' OK / Cancel). */}
          <Button variant="primary" onClick={submit} data-testid="paste-check">
            {t('uploadIntake.paste.check')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('uploadIntake.paste.cancel')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('uploadIntake.paste.hint', { max: maxLabel })}</p>
      <label htmlFor={fieldId}>{t('uploadIntake.paste.label')}</label>
      <textarea
        id={fieldId}
        className="upl-paste"
        rows={12}
        spellCheck={false}
        value={text}
        aria-invalid={problem !== undefined || undefined}
        onChange={(e) => {
          setText(e.target.value);
          setProblem(undefined);
        }}
        data-testid="paste-text"
      />
      {problem && (
        <p className="error-box" role="alert">
          {problem}
        </p>
      )}
    </Modal>
  );
}
