import { useEffect, useId, useRef, type ReactNode } from 'react';
import { firstField } from './focus';

/** The uploads screens' dialog look; every other screen uses the kit's default. */
export type ModalClasses = { dialog: string; body: string; actions: string };
const defaultClasses: ModalClasses = { dialog: 'dk-dialog', body: 'dk-dialog__body', actions: 'dk-actions' };

/**
 * A modal dialog (native <dialog>): it opens on its first field (or the control marked
 * `data-autofocus`); the rest of the page is inert while it is open, so focus stays inside; Escape closes it through `onClose`; when it closes, focus returns to the
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
      // A dialog opens on its first field, ready to type (showModal() alone would pick the first
      // control, or none). A dialog whose safe answer must have focus (a destructive confirm)
      // marks it `data-autofocus`, so Enter never confirms by accident. With neither, the
      // browser's choice stands (the first control).
      (dialog.querySelector<HTMLElement>('[data-autofocus]') ?? firstField(dialog))?.focus();
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
