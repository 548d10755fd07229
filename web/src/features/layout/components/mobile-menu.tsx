import { useTranslation } from 'react-i18next';
import { NavLinks } from './nav-links.tsx';

const mobileLink = (active: boolean) =>
  `block border-s-4 px-5 py-3 text-base font-semibold ${
    active ? 'border-accent-500 bg-brand-50 text-brand-700' : 'border-transparent text-slate-800 hover:bg-brand-50'
  }`;

interface MobileMenuProps {
  id: string;
  open: boolean;
  onClose: () => void;
  onLogout?: () => void;
}

/** Small screens: a full-width list under the bar over a backdrop (docs/behaviour.md §2 Header). */
export function MobileMenu({ id, open, onClose, onLogout }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <div id={id} hidden={!open} className="lg:hidden">
      <div data-testid="menu-backdrop" aria-hidden="true" className="fixed inset-x-0 top-16 bottom-0 bg-slate-900/50" onClick={onClose} />
      <nav aria-label={t('nav.label')} className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white shadow-lg">
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
