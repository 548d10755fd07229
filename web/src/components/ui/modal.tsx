import { type KeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button } from './button.tsx';

interface ModalProps {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Left out: always open (the caller mounts it only while needed). */
  open?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** 'md': a message; 'lg': a panel holding more than a message; 'xl': a preview with two columns. */
  size?: 'md' | 'lg' | 'xl';
  /** Centre the heading and text (a short message with one button). */
  centered?: boolean;
  /** When given, a primary close button with this text ends the dialog and takes the focus on open. */
  closeLabel?: string;
}

const widths = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-3xl' } as const;
// What Tab may reach inside the dialog (disabled controls and tabindex="-1" are skipped by the browser too).
const focusableSelector =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * The one dialog of the site and the admin: named by its title, over a dimmed backdrop. Escape, the
 * backdrop and the close button close it; focus moves into it on open (to `[data-autofocus]`, else the first
 * control), Tab stays inside it, and focus goes back to where it was on close.
 */
export function Modal({ open = true, ...props }: ModalProps) {
  // Mounted only while open, so the panel's effect runs once per opening (focus in, then focus back).
  return open ? <ModalPanel {...props} /> : null;
}

function ModalPanel({ title, onClose, children, role = 'dialog', size = 'md', centered = false, closeLabel }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  // A layout effect: the focus moves in the same task as the dialog appears, before the next paint and before any key
  // or click can move it (a passive effect may run a frame later, when the focus has moved into the dialog already).
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const target =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(focusableSelector);
    (target ?? panel.current)?.focus();
    return () => previous?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      // The dialog answers Escape alone (a list behind it may use the key too).
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(focusableSelector)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    const inside = focusable.includes(document.activeElement as HTMLElement);
    // From the last control to the first and back; from the panel itself (no control focused yet) into it.
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4" onKeyDown={onKeyDown}>
      <div data-testid="modal-backdrop" className="absolute inset-0 bg-slate-900/60" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-xl bg-white p-6 shadow-xl ${widths[size]} ${centered ? 'text-center' : 'text-start'}`}
      >
        <h2 id={titleId} className="mb-3 text-xl font-semibold text-brand-900">
          {title}
        </h2>
        {children}
        {closeLabel !== undefined && (
          <Button data-autofocus onClick={onClose} className="mt-6">
            {closeLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
