import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { scrollToTop } from '../nav-items.ts';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NavLinks } from './nav-links.tsx';
import { paths } from '../../../config/paths.ts';

const desktopLink = (active: boolean) =>
  `block rounded-md px-3 py-2 text-sm font-semibold transition-colors ${
    active
      ? 'bg-brand-50 text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-8'
      : 'text-slate-700 hover:bg-brand-50 hover:text-brand-700'
  }`;

/** Fixed top bar (docs/behaviour.md §2 Header). `onLogout` is given only when the access gate is on. */
export function Header({ onLogout }: { onLogout?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Whether the menu is open: the browser's to decide (a popover), the app only follows it.
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const closeMenu = () => {
    if (menuOpen) menu.current?.hidePopover();
  };
  // Any navigation (link, back button) closes the menu.
  useEffect(() => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [pathname]);

  const onLogoClick = (event: MouseEvent) => {
    // docs/behaviour.md §2: the logo scrolls to top on home, elsewhere it goes to /.
    if (pathname === '/') {
      event.preventDefault();
      scrollToTop();
    }
  };

  return (
    // The shadow once the page is scrolled (docs/behaviour.md §2): the first-paint script marks <html> for the whole
    // visit (docs/architecture.md "First paint").
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white transition-shadow in-data-scrolled:shadow-md">
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <Link to={paths.home} onClick={onLogoClick} data-testid="logo-link" className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden lg:block">
          <NavLinks className="flex items-center gap-1" linkClassName={desktopLink} />
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {onLogout ? (
            <button type="button" onClick={onLogout} className="btn-secondary hidden px-3 py-1.5 text-sm lg:inline-flex">
              {t('nav.logout')}
            </button>
          ) : null}
          {/* Opens and closes the menu by itself (popoverTarget), before the app and after it; the browser tells
              assistive technology whether it is open. */}
          <button
            type="button"
            className="rounded-md p-2 text-brand-900 hover:bg-brand-50 lg:hidden"
            popoverTarget={menuId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>
      <MobileMenu id={menuId} ref={menu} onToggle={setMenuOpen} onClose={closeMenu} onLogout={onLogout} />
    </header>
  );
}
