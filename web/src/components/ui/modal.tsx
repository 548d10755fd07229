import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
}

/**
 * A centred dialog over a dimmed backdrop. Escape, the backdrop and the close button close it;
 * focus moves into it on open and back to where it was on close.
 */
export function Modal({ open, title, onClose, closeLabel, children }: ModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // Keep Tab inside: the close button is the only control.
      if (event.key === 'Tab') {
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div data-testid="modal-backdrop" className="absolute inset-0 bg-slate-900/60" onClick={onClose} aria-hidden="true" />
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="relative w-full max-w-md rounded-xl bg-white p-6 text-center shadow-xl">
        <h2 id={titleId} className="text-xl font-semibold text-brand-900">{title}</h2>
        <div className="mt-3 text-slate-700">{children}</div>
        <button ref={closeRef} type="button" onClick={onClose} className="btn-primary mt-6">
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
