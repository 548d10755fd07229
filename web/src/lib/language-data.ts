import type { AppLanguage } from '#contracts/constants';
import { commonTexts } from '../locales/common-texts.ts';
import { loadArabicPlaceNames } from './arabic-place-names.ts';

/**
 * What drawing a page in `language` needs besides the app (docs/decisions.md §1021): its `common` texts, and on
 * Arabic pages the gazetteer's Arabic place names. The entry (boot.ts) starts it beside the app's own fetch and
 * lib/i18n.ts awaits it before a language is drawn; a module is fetched once, so the second call costs nothing.
 */
export async function fetchLanguageData(language: AppLanguage): Promise<object> {
  const [texts] = await Promise.all([commonTexts[language](), language === 'ar' ? loadArabicPlaceNames() : undefined]);
  return texts.default;
}
