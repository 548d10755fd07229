import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, renderApp, screen, waitFor } from '../../../testing/test-utils.tsx';
import { siteSettingsQueryOptions } from '../api/get-site-settings.ts';
import { Footer, FooterView } from './footer.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const socialLinks = () => screen.getAllByRole('link', { name: /opens in a new tab/i });

/** A query client whose request for the site's settings has not been answered yet. */
function settingsPending(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryDefaults(siteSettingsQueryOptions().queryKey, { queryFn: () => new Promise(() => {}) });
  return client;
}

describe('Footer social links', () => {
  it('shows the four networks at their home pages, each a link opening in a new tab, until the settings say otherwise', () => {
    renderApp(<Footer />, { queryClient: settingsPending() });
    expect(socialLinks().map((link) => link.getAttribute('href'))).toEqual([
      'https://www.youtube.com/',
      'https://www.whatsapp.com/',
      'https://www.facebook.com/',
      'https://www.instagram.com/',
    ]);
    expect(socialLinks().map((link) => [link.textContent, link.getAttribute('target')])).toEqual([
      ['YouTube (opens in a new tab)', '_blank'],
      ['WhatsApp (opens in a new tab)', '_blank'],
      ['Facebook (opens in a new tab)', '_blank'],
      ['Instagram (opens in a new tab)', '_blank'],
    ]);
  });

  it("shows the server's links once its settings arrive", async () => {
    const queryClient = settingsPending();
    renderApp(<Footer />, { queryClient });
    queryClient.setQueryData(siteSettingsQueryOptions().queryKey, {
      social_links: [{ network: 'youtube', url: 'https://www.youtube.com/@atlas' }],
    });
    await waitFor(() => expect(socialLinks().map((link) => link.getAttribute('href'))).toEqual(['https://www.youtube.com/@atlas']));
  });

  it('links each configured network to its configured address, in order', () => {
    renderApp(
      <FooterView
        socialLinks={[
          { network: 'instagram', url: 'https://www.instagram.com/atlas' },
          { network: 'youtube', url: 'https://www.youtube.com/@atlas' },
        ]}
      />,
    );
    expect(socialLinks().map((link) => link.getAttribute('href'))).toEqual([
      'https://www.instagram.com/atlas',
      'https://www.youtube.com/@atlas',
    ]);
  });
});
