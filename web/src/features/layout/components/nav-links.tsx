import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { navItems, scrollToTop } from '../nav-items.ts';

interface NavLinksProps {
  className: string;
  linkClassName: (active: boolean) => string;
  onNavigate?: () => void;
}

/** The six header links; the current one is highlighted and marked aria-current="page". */
export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onClick = (to: string) => (event: MouseEvent) => {
    // docs/behaviour.md §2: a link to the current page scrolls to top instead of navigating.
    if (pathname === to) {
      event.preventDefault();
      scrollToTop();
    }
    onNavigate?.();
  };
  return (
    <ul className={className}>
      {navItems.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === '/'} onClick={onClick(item.to)} className={({ isActive }) => linkClassName(isActive)}>
            {t(item.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
