import { paths } from '../../config/paths.ts';

/** Header links in the product's order (docs/behaviour.md §2 Header); also used by the mobile menu. */
export const navItems = [
  { to: paths.home, key: 'nav.home' },
  { to: paths.archive, key: 'nav.archive' },
  { to: paths.map, key: 'nav.map' },
  { to: paths.ebooks, key: 'nav.ebooks' },
  { to: paths.about, key: 'nav.about' },
  { to: paths.contact, key: 'nav.contact' },
] as const;

export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** docs/behaviour.md §1: the copyright year shown on the site (contact page included) is 2025. */
export const COPYRIGHT_YEAR = 2025;
