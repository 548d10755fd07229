import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { EBOOKS_NAMESPACES } from '../../../locales/ebooks-namespace.ts';

const THEMES = [
  { key: 'folkTales', icon: 'M4 5h7a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H4zM20 5h-5a3 3 0 0 0-3 3' },
  { key: 'traditions', icon: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.5-.8z' },
  { key: 'proverbs', icon: 'M5 6h14v9H9l-4 4z' },
  { key: 'oralHistory', icon: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4' },
] as const;

/** How far the page is scrolled, 0–100. */
function useScrollProgress(): number {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    const update = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const percent = max > 0 ? Math.round((window.scrollY / max) * 100) : 0;
      setPercent(Math.min(100, Math.max(0, percent)));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return percent;
}

/** docs/behaviour.md §2 Ebooks: Coming Soon / Under Construction, four themes, a fixed progress bar, Back to Top. */
export function Component() {
  const { t } = useTranslation(EBOOKS_NAMESPACES);
  const percent = useScrollProgress();
  return (
    <>
      <PageTitle title={t('common:meta.ebooks.title')} description={t('common:meta.ebooks.description')} canonical />
      <div
        role="progressbar"
        aria-label={t('ebooks.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="fixed inset-x-0 top-16 z-30 h-1.5 bg-brand-100"
      >
        <div className="h-full bg-accent-500 transition-[width] duration-150" style={{ width: `${percent}%` }} />
      </div>
      <div className="container-page py-14">
        <div className="mx-auto max-w-3xl text-center">
          <span className="inline-block rounded-full bg-amber-100 px-4 py-1 text-sm font-semibold text-amber-900">{t('ebooks.badge')}</span>
          <h1 className="mt-4 text-4xl font-semibold text-brand-900">{t('ebooks.title')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('ebooks.description')}</p>
        </div>
        <section className="mt-12" aria-labelledby="ebook-themes">
          <h2 id="ebook-themes" className="mb-6 text-center text-2xl font-semibold text-brand-900">
            {t('ebooks.themesTitle')}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {THEMES.map((theme) => (
              <li key={theme.key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mb-3 size-10 rounded-lg bg-brand-50 p-2 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinejoin="round"
                >
                  <path d={theme.icon} />
                </svg>
                <h3 className="text-lg font-semibold text-brand-900">{t(`ebooks.themes.${theme.key}.title`)}</h3>
                <p className="mt-2 text-slate-700">{t(`ebooks.themes.${theme.key}.description`)}</p>
                <p className="mt-3 text-sm font-semibold text-accent-700">{t('ebooks.themes.status')}</p>
              </li>
            ))}
          </ul>
        </section>
        {/* Sticky at the end of the content, not fixed: it follows the reader at the bottom of the
            screen and stops above the footer when the footer comes into view. Shown once the page is scrolled, which
            the first-paint script marks on <html> from the first paint on, and it scrolls up at once even before the
            app has taken the page over (docs/architecture.md "First paint"). */}
        <div className="pointer-events-none sticky bottom-4 z-30 mt-8 flex justify-end">
          <button
            type="button"
            data-first-paint="scroll-top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            className="btn-primary invisible opacity-0 shadow-lg transition-[opacity,visibility] in-data-scrolled:pointer-events-auto in-data-scrolled:visible in-data-scrolled:opacity-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M10 5l6 7H4z" />
            </svg>
            {t('ebooks.backToTop')}
          </button>
        </div>
      </div>
    </>
  );
}
