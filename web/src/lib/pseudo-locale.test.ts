import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import { toAppLanguage } from './language.ts';
import { applyPseudoLocale, pseudoLocaleRequested, pseudoLocalize } from './pseudo-locale.ts';

describe('pseudoLocalize', () => {
  it('accents every letter and brackets the text, so translated text is told from hard-coded text', () => {
    expect(pseudoLocalize('Talks')).toBe('[Ŧȧŀķş]');
    expect(pseudoLocalize('Page 2 of 10')).toBe('[Ƥȧɠḗ 2 ǿƒ 10]');
  });

  it('leaves the markup <Trans> reads and placeholders alone', () => {
    expect(pseudoLocalize('Read <1>the guide</1>')).toBe('[Řḗȧḓ <1>ŧħḗ ɠŭīḓḗ</1>]');
    expect(pseudoLocalize('Hello {{name}}')).toBe('[Ħḗŀŀǿ {{name}}]');
  });
});

describe('the pseudo-locale on an i18next instance', () => {
  it('shows every English text pseudo-localised, with the rtl direction', async () => {
    const instance = i18next.createInstance();
    await instance.init({ resources: { en: { common: enCommon } }, lng: 'en', defaultNS: 'common' });
    expect(instance.dir()).toBe('ltr');
    applyPseudoLocale(instance);
    expect(instance.resolvedLanguage).toBe('en');
    expect(instance.t('archive.title')).toBe(pseudoLocalize(enCommon.archive.title));
    expect(instance.dir()).toBe('rtl');
    expect(instance.dir('en')).toBe('rtl');
  });
});

describe('pseudoLocaleRequested', () => {
  it('is asked for with ?lng=pseudo on the development server', () => {
    expect(pseudoLocaleRequested({ dev: true, search: '?lng=pseudo' })).toBe(true);
    expect(pseudoLocaleRequested({ dev: true, search: '?q=x&lng=pseudo' })).toBe(true);
    expect(pseudoLocaleRequested({ dev: true, search: '?lng=ar' })).toBe(false);
    expect(pseudoLocaleRequested({ dev: true, search: '' })).toBe(false);
  });

  it('is never on in a production build, and is no language the detector accepts', () => {
    expect(pseudoLocaleRequested({ dev: false, search: '?lng=pseudo' })).toBe(false);
    expect(toAppLanguage('pseudo')).toBeNull();
  });
});
