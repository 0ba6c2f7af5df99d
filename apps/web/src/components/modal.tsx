// An accessible modal dialog (native <dialog>: focus is trapped and Escape closes it).
import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** The button that closes the dialog (its label, e.g. "Okay" or "Continue"). */
  readonly closeLabel: string;
}

export function Modal({ open, title, onClose, children, closeLabel }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  if (!open) return null;
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      <div className="modal__body">{children}</div>
      <button type="button" className="button" autoFocus onClick={onClose}>
        {closeLabel}
      </button>
    </dialog>
  );
}
