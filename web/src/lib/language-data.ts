import type { AppLanguage } from '#contracts/constants';
import { commonTexts } from '../locales/common-texts.ts';

/**
 * What drawing a page in `language` needs besides the app: its `common` texts (docs/decisions.md §1021). The entry
 * (boot.ts) starts it beside the app's own fetch and lib/i18n.ts awaits it before a language is drawn; a module is
 * fetched once, so the second call costs nothing. Arabic place names come with a server-rendered page, or with a
 * switch to Arabic (lib/arabic-place-names.ts, docs/decisions.md §1301).
 */
export async function fetchLanguageData(language: AppLanguage): Promise<object> {
  return (await commonTexts[language]()).default;
}
