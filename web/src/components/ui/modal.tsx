import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  /** 'lg': a wider panel with start-aligned text, for dialogs holding more than a message. */
  size?: 'md' | 'lg';
}

/**
 * A centred dialog over a dimmed backdrop. Escape, the backdrop and the close button close it;
 * focus moves into it on open and back to where it was on close.
 */
export function Modal({ open, title, onClose, closeLabel, children, size = 'md' }: ModalProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      // Keep Tab inside the dialog: from the last control to the first and back.
      if (event.key === 'Tab') {
        const focusable = [...(panelRef.current?.querySelectorAll<HTMLElement>('button, [href], input, select, textarea') ?? [])];
        const index = focusable.indexOf(document.activeElement as HTMLElement);
        const next = event.shiftKey ? (index <= 0 ? focusable.length - 1 : index - 1) : (index + 1) % focusable.length;
        event.preventDefault();
        (focusable[next] ?? closeRef.current)?.focus();
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
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${size === 'lg' ? 'max-w-2xl text-start' : 'max-w-md text-center'}`}
      >
        <h2 id={titleId} className="text-xl font-semibold text-brand-900">{title}</h2>
        <div className="mt-3 text-slate-700">{children}</div>
        <button ref={closeRef} type="button" onClick={onClose} className="btn-primary mt-6">
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
