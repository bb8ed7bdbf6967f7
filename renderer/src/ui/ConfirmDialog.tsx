import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

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
      actions={
        <>
          <Button variant={props.danger ? 'danger' : 'primary'} busy={props.busy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </Button>
          <Button autoFocus data-autofocus onClick={props.onCancel}>
            {props.cancelLabel}
          </Button>
        </>
      }
    >
      {props.children}
    </Modal>
  );
}
