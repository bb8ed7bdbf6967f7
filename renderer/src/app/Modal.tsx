import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A modal dialog (native <dialog>): focus stays inside, Escape closes it through `onClose`.
 * Features pass their own class names so the dialog matches their screen.
 */
export function Modal({
  title,
  children,
  actions,
  onClose,
  classes,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  onClose: () => void;
  classes: { dialog: string; body: string; actions: string };
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
