import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, renderApp, screen } from '../../../testing/test-utils.tsx';
import { FooterView } from './footer.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const renderFooter = (socialLinks: Parameters<typeof FooterView>[0]['socialLinks']) => renderApp(<FooterView socialLinks={socialLinks} />);

describe('Footer social links', () => {
  it('shows no social block and no network home page when none is configured', () => {
    renderFooter([]);
    expect(screen.queryByRole('heading', { name: /follow/i })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('https://www.youtube.com/');
  });

  it('links each configured network to its configured address, in order', () => {
    renderFooter([
      { network: 'instagram', url: 'https://www.instagram.com/atlas' },
      { network: 'youtube', url: 'https://www.youtube.com/@atlas' },
    ]);
    const links = screen.getAllByRole('link', { name: /opens in a new tab/i });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.instagram.com/atlas', 'https://www.youtube.com/@atlas']);
  });
});
