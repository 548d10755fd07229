import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './site.ts';
import { DEFAULT_SOCIAL_LINKS } from './social-links.ts';

describe('parseSocialLinks', () => {
  it("gives the four networks in the footer's order, each at the target SOCIAL_LINKS names or at its home page", () => {
    expect(parseSocialLinks('facebook=https://facebook.com/atlas?ref=a=b, youtube=https://www.youtube.com/@atlas')).toEqual([
      { network: 'youtube', url: 'https://www.youtube.com/@atlas' },
      { network: 'whatsapp', url: 'https://www.whatsapp.com/' },
      { network: 'facebook', url: 'https://facebook.com/atlas?ref=a=b' },
      { network: 'instagram', url: 'https://www.instagram.com/' },
    ]);
    expect(parseSocialLinks(undefined)).toEqual(DEFAULT_SOCIAL_LINKS);
    expect(parseSocialLinks('  ').map((link) => link.network)).toEqual(['youtube', 'whatsapp', 'facebook', 'instagram']);
  });

  it('refuses an unknown network or an address that is not http(s)', () => {
    expect(() => parseSocialLinks('myspace=https://myspace.com/atlas')).toThrow(/unknown network/);
    expect(() => parseSocialLinks('youtube=javascript:alert(1)')).toThrow(/http/);
  });
});
