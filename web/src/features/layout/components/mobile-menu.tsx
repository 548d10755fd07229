import { type Ref, type ToggleEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLinks } from './nav-links.tsx';

const mobileLink = (active: boolean) =>
  `block border-s-4 px-5 py-3 text-base font-semibold ${
    active ? 'border-accent-500 bg-brand-50 text-brand-700' : 'border-transparent text-slate-800 hover:bg-brand-50'
  }`;

interface MobileMenuProps {
  id: string;
  ref: Ref<HTMLDivElement>;
  onToggle: (open: boolean) => void;
  onClose: () => void;
  onLogout?: () => void;
}

/**
 * Small screens: a full-width list under the bar over a dimmed page (docs/behaviour.md §2 Header). A popover, opened
 * by the header's menu button: the browser itself opens it and closes it on Escape and on a press on the bar, and the
 * first-paint script on a press on the dimmed page, from the first paint on (docs/architecture.md "First paint"); the
 * page does not scroll while it is open (the same script locks it).
 */
export function MobileMenu({ id, ref, onToggle, onClose, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      ref={ref}
      popover="auto"
      data-site-menu=""
      onToggle={(event: ToggleEvent<HTMLDivElement>) => onToggle(event.newState === 'open')}
      // Its box is the dimmed page under the bar: a press there closes it (first-paint/first-paint.ts), as a press
      // on the bar does (the browser's own light dismiss).
      className="fixed inset-x-0 top-16 bottom-0 m-0 size-auto max-h-none max-w-none border-0 bg-slate-900/50 p-0 lg:hidden"
    >
      <nav aria-label={t('nav.label')} className="border-b border-slate-200 bg-white shadow-lg">
        <NavLinks className="flex flex-col py-2" linkClassName={mobileLink} onNavigate={onClose} />
        {onLogout ? (
          <div className="border-t border-slate-200 px-5 py-3">
            <button
              type="button"
              onClick={() => {
                onClose();
                onLogout();
              }}
              className="btn-secondary w-full"
            >
              {t('nav.logout')}
            </button>
          </div>
        ) : null}
      </nav>
    </div>
  );
}
