// A modal dialog on the native <dialog> element: focus is trapped, Escape closes it, the page behind is inert.
import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Wider dialogs for pictures. */
  size?: 'small' | 'large';
  className?: string;
  /**
   * The title, for a dialog that shows one view after another (Login, Sign Up…): it can take the focus (tabIndex -1)
   * when the view changes, the control that was used being gone.
   */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function Modal({ open, onClose, title, children, size = 'small', className, titleRef }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    // The page behind does not scroll while a dialog is open.
    document.documentElement.classList.add('modal-open');
    return () => document.documentElement.classList.remove('modal-open');
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      onClose={() => {
        if (open) onCloseRef.current();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        if (event.target !== ref.current) return;
        const box = ref.current.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onCloseRef.current();
      }}
    >
      {open && (
        <div className="modal__frame">
          {/* A div, not a header: outside <main> a header is the page's second banner landmark (axe). */}
          <div className="modal__header">
            <h2 id={titleId} className="modal__title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
              {title}
            </h2>
            <button type="button" className="modal__close" aria-label="Close" onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
