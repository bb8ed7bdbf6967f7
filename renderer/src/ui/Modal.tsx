import { useEffect, useId, useRef, type ReactNode } from 'react';

/** The uploads screens' dialog look; every other screen uses the kit's default. */
export type ModalClasses = { dialog: string; body: string; actions: string };
const defaultClasses: ModalClasses = { dialog: 'dk-dialog', body: 'dk-dialog__body', actions: 'dk-actions' };

/**
 * A modal dialog (native <dialog>): the rest of the page is inert while it is open, so focus
 * stays inside; Escape closes it through `onClose`; when it closes, focus returns to the
 * control that opened it, so a keyboard user never lands at the top of the page.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  classes = defaultClasses,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  classes?: ModalClasses;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first control (React's autoFocus ran before it): a dialog whose
      // safe answer is not first marks it `data-autofocus`, so Enter never confirms by accident.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    return () => {
      dialog?.close();
      // The opener may be gone (a list row deleted by the dialog): then focus stays where the browser puts it.
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className={classes.body}>{children}</div>
      <div className={classes.actions}>{actions}</div>
    </dialog>
  );
}
