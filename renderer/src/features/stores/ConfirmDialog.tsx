import { useEffect, useId, useRef, type ReactNode } from 'react';

/** A modal yes/no question (native <dialog>): Escape or "cancel" says no; focus starts on cancel. */
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dk-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id={titleId}>{props.title}</h2>
      <div className="dk-dialog__body">{props.children}</div>
      <div className="dk-actions">
        <button type="button" className={props.danger ? 'dk-btn dk-btn--danger' : 'dk-btn dk-btn--primary'} disabled={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" className="dk-btn" autoFocus onClick={props.onCancel}>
          {props.cancelLabel}
        </button>
      </div>
    </dialog>
  );
}
