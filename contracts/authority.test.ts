import { describe, expect, it } from 'vitest';
import { authorityLinks, parseAuthorityId } from './authority-files.ts';
import { authorityIdSchema } from './authority.ts';

describe('authority identifiers', () => {
  it('keeps a bare identifier or the one in a pasted address', () => {
    expect(parseAuthorityId('wikidata', 'q1027537')).toBe('Q1027537');
    expect(parseAuthorityId('wikidata', 'https://www.wikidata.org/wiki/Q1027537')).toBe('Q1027537');
    expect(parseAuthorityId('geonames', 'https://www.geonames.org/2544248/ifrane.html')).toBe('2544248');
    expect(parseAuthorityId('viaf', ' https://viaf.org/viaf/102333412/ ')).toBe('102333412');
  });

  it('refuses what is neither, or an address of another service', () => {
    expect(parseAuthorityId('wikidata', 'Ifrane')).toBeNull();
    expect(parseAuthorityId('wikidata', 'https://viaf.org/viaf/102333412')).toBeNull();
    expect(parseAuthorityId('geonames', 'Q12')).toBeNull();
    expect(authorityIdSchema('viaf').safeParse('12ab').success).toBe(false);
    expect(authorityIdSchema('viaf').parse('')).toBeNull();
  });

  it('links each identifier set, in a stable order', () => {
    expect(authorityLinks({ viaf: '1', wikidata: 'Q2', geonames: null })).toEqual([
      { name: 'wikidata', url: 'https://www.wikidata.org/wiki/Q2' },
      { name: 'viaf', url: 'https://viaf.org/viaf/1' },
    ]);
  });
});
