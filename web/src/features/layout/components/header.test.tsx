import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, i18n, renderApp, screen, userEvent, waitFor, within } from '../../../testing/test-utils.tsx';
import { Header } from './header.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderHeader(path = '/archive', onLogout?: () => void) {
  return renderApp(<Header onLogout={onLogout} />, { url: path });
}

describe('Header', () => {
  it('lists the six links in order, highlights the current one and links the map page', () => {
    renderHeader('/archive');
    const nav = screen.getAllByRole('navigation')[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Archive', 'Map', 'Ebooks', 'About', 'Contact Us']);
    expect(within(nav).getByRole('link', { name: 'Archive' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Map' })).toHaveAttribute('href', '/map');
  });

  it('shows Logout only when a logout callback is supplied', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderHeader('/', onLogout);
    const buttons = screen.getAllByRole('button', { name: 'Logout', hidden: true });
    await user.click(buttons[0]!);
    expect(onLogout).toHaveBeenCalledOnce();
    cleanup();
    renderHeader('/');
    expect(screen.queryAllByRole('button', { name: 'Logout', hidden: true })).toHaveLength(0);
  });

  it('mobile menu: the menu button opens the menu as a popover the browser opens and closes (e2e/first-paint.test.ts)', () => {
    renderHeader('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget')!)!;
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Archive', 'Map', 'Ebooks', 'About', 'Contact Us']);
  });

  it('switches to Arabic with the AR button: <html lang="ar" dir="rtl"> and Arabic links', async () => {
    const user = userEvent.setup();
    renderHeader('/');
    await user.click(screen.getByRole('button', { name: 'AR' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'AR' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('link', { name: 'الأرشيف' }).length).toBeGreaterThan(0);
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
  });
});
