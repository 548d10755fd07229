import { describe, expect, it } from 'vitest';
import { parseSocialLinks } from './site.ts';

describe('parseSocialLinks', () => {
  it('reads network=url pairs in order, and nothing when unset', () => {
    expect(parseSocialLinks('youtube=https://www.youtube.com/@atlas, facebook=https://facebook.com/atlas?ref=a=b')).toEqual([
      { network: 'youtube', url: 'https://www.youtube.com/@atlas' },
      { network: 'facebook', url: 'https://facebook.com/atlas?ref=a=b' },
    ]);
    expect(parseSocialLinks(undefined)).toEqual([]);
    expect(parseSocialLinks('  ')).toEqual([]);
  });

  it('refuses an unknown network or an address that is not http(s)', () => {
    expect(() => parseSocialLinks('myspace=https://myspace.com/atlas')).toThrow(/unknown network/);
    expect(() => parseSocialLinks('youtube=javascript:alert(1)')).toThrow(/http/);
  });
});
