import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '#contracts/site';
import { DEFAULT_SOCIAL_LINKS } from '#contracts/social-links';
import { call } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const plain = useTestServer({ seed: 'none' });
const configured = useTestServer({
  seed: 'none',
  platformPassword: 'gate',
  socialLinks: [{ network: 'youtube', url: 'https://www.youtube.com/@atlas' }],
});

describe('GET /api/u/site/', () => {
  it('gives the four networks at their home pages when SOCIAL_LINKS is unset', async () => {
    const res = await call<SiteSettings>(plain.server, 'GET', '/api/u/site/');
    expect(res.body).toEqual({ social_links: DEFAULT_SOCIAL_LINKS });
  });

  it('gives the configured links, even before the access gate is passed', async () => {
    const res = await call<SiteSettings>(configured.server, 'GET', '/api/u/site/');
    expect(res.status).toBe(200);
    expect(res.body.social_links).toEqual([{ network: 'youtube', url: 'https://www.youtube.com/@atlas' }]);
  });
});
