import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container-page flex flex-col items-center gap-4 py-24 text-center">
      <PageTitle title={t('notFound.title')} />
      <h1 className="text-4xl font-semibold text-brand-900">{t('notFound.title')}</h1>
      <p className="text-slate-700">{t('notFound.body')}</p>
      <Link to={paths.home} className="btn-primary">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
