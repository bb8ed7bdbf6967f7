import type { ReactNode } from 'react';
import { Modal } from '../../app/Modal';

/** A modal yes/no question: Escape or "cancel" says no; focus starts on cancel. */
export function ConfirmDialog(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      title={props.title}
      onClose={props.onCancel}
      classes={{ dialog: 'dk-dialog', body: 'dk-dialog__body', actions: 'dk-actions' }}
      actions={
        <>
          <button
            type="button"
            className={props.danger ? 'dk-btn dk-btn--danger' : 'dk-btn dk-btn--primary'}
            disabled={props.busy}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </button>
          <button type="button" className="dk-btn" autoFocus onClick={props.onCancel}>
            {props.cancelLabel}
          </button>
        </>
      }
    >
      {props.children}
    </Modal>
  );
}
