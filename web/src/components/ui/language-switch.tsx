import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#contracts/constants';
import { switchLanguage } from '../../lib/i18n.ts';

const TONES = {
  light: { active: 'bg-brand-700 text-white', idle: 'text-brand-700 hover:bg-brand-50' },
  dark: { active: 'bg-white text-brand-900', idle: 'text-brand-100 hover:bg-white/10' },
} as const;

/**
 * EN / AR buttons (docs/behaviour.md §2 header; also the admin sidebar, on a dark background).
 * Changing language also sets <html lang dir> (lib/i18n.ts). The labels are Latin ("EN", "AR"); the other language's
 * name in its own script ("العربية") is only the button's title, which fetches no face. The other language's label is
 * drawn in the system's face (docs/decisions.md §1300).
 */
export function LanguageSwitch({ className = '', tone = 'light' }: { className?: string; tone?: keyof typeof TONES }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <div role="group" aria-label={t('nav.language')} className={`flex items-center gap-1 ${className}`}>
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          title={t(lng === 'en' ? 'nav.enLabel' : 'nav.arLabel')}
          onClick={() => void switchLanguage(lng)}
          className={`min-w-10 rounded-md px-2 py-1.5 text-sm font-semibold ${current === lng ? TONES[tone].active : `${TONES[tone].idle} font-system`}`}
        >
          {t(lng === 'en' ? 'nav.en' : 'nav.ar')}
        </button>
      ))}
    </div>
  );
}
