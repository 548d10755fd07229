import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#contracts/constants';

/** EN / AR buttons, like the public header (spec §2). */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation('admin');
  const current = i18n.resolvedLanguage ?? 'en';
  const idle = tone === 'dark' ? 'text-brand-100 hover:bg-white/10' : 'text-brand-700 hover:bg-brand-100';
  const active = tone === 'dark' ? 'bg-white text-brand-900' : 'bg-brand-700 text-white';
  return (
    <div role="group" aria-label={t('nav.language')} className="inline-flex gap-1">
      {LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          aria-pressed={current === lng}
          onClick={() => void i18n.changeLanguage(lng)}
          className={`rounded px-2 py-1 text-sm font-semibold ${current === lng ? active : idle}`}
        >
          {t(lng === 'en' ? 'nav.english' : 'nav.arabic')}
          {/* The visible code stays in the name (WCAG label in name); the language name helps screen readers. */}
          <span className="sr-only"> ({t(lng === 'en' ? 'nav.englishName' : 'nav.arabicName')})</span>
        </button>
      ))}
    </div>
  );
}
