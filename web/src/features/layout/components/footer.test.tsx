import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, renderApp, screen } from '../../../testing/test-utils.tsx';
import { DEFAULT_SOCIAL_LINKS } from '#contracts/social-links';
import { FooterView } from './footer.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const renderFooter = (socialLinks: Parameters<typeof FooterView>[0]['socialLinks']) => renderApp(<FooterView socialLinks={socialLinks} />);

describe('Footer social links', () => {
  it('shows the four networks, each a link opening in a new tab, by default', () => {
    renderFooter(DEFAULT_SOCIAL_LINKS);
    const links = screen.getAllByRole('link', { name: /opens in a new tab/i });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.youtube.com/',
      'https://www.whatsapp.com/',
      'https://www.facebook.com/',
      'https://www.instagram.com/',
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'YouTube (opens in a new tab)',
      'WhatsApp (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Instagram (opens in a new tab)',
    ]);
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
