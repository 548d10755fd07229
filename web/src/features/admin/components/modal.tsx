import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'lg';
  /** Hide the visible heading (it still names the dialog). */
  hideTitle?: boolean;
}

/** An accessible modal: named by its title, closes on Escape and backdrop click, keeps focus inside. */
export function Modal({ title, onClose, children, role = 'dialog', size = 'sm', hideTitle = false }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus], button, [href], input, select, textarea');
    (first ?? panel.current)?.focus();
    return () => previous?.focus?.();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>('button, [href], input, select, textarea, iframe')];
    if (focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4" onKeyDown={onKeyDown}>
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" data-testid="modal-backdrop" onClick={onClose} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-lg bg-white p-6 shadow-xl ${size === 'lg' ? 'max-w-3xl' : 'max-w-md'}`}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'mb-4 text-lg font-semibold text-brand-900'}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
