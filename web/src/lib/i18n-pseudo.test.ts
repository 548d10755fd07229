import { expect, it } from 'vitest';
import enCommon from '../locales/en/common.json';
import { pseudoLocalize } from './pseudo-locale.ts';

// Its own file: lib/i18n.ts reads the address once, when it is first imported.
it('turns the page rtl and pseudo-localises texts when opened with ?lng=pseudo (development)', async () => {
  window.history.replaceState(null, '', '/archive?lng=pseudo');
  const { default: i18n } = await import('./i18n.ts');
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('en');
  expect(i18n.t('archive.title')).toBe(pseudoLocalize(enCommon.archive.title));
});
