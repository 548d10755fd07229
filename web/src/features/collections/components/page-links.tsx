import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

/**
 * Previous and next pages of a record's interviews, as links (`?page=N`), which a reader without script follows too;
 * `label` names the list they page through (a collection's by default).
 */
export function PageLinks({ page, pages, path, label }: { page: number; pages: number; path: string; label?: string }) {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  if (pages <= 1) return null;
  const to = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  return (
    <nav aria-label={label ?? t('collection.pages')} className="mt-8 flex flex-wrap items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={to(page - 1)} rel="prev" className={buttonClass('secondary')}>
          {t('collection.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700">{t('collection.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={to(page + 1)} rel="next" className={buttonClass('secondary')}>
          {t('collection.next')}
        </Link>
      ) : null}
    </nav>
  );
}
