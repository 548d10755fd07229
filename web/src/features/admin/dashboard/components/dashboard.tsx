import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_NS } from '../i18n.ts';
import { Link } from 'react-router';
import { DASHBOARD_RECENT_COUNT } from '#contracts/constants';
import { adminVideosQueryOptions } from '../../kit/api/admin-videos.ts';
import { recentlyPublishedQueryOptions } from '../api/recently-published.ts';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { Thumbnail, TitleAndGuest, VisibilityBadge } from '../../kit/components/status.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDay, formatNumber } from '../../../../lib/format.ts';
import { buttonClass } from '../../../../components/ui/button.tsx';

export function Dashboard() {
  const { t, i18n } = useTranslation(DASHBOARD_NS);
  const videos = useQuery(adminVideosQueryOptions());
  const recent = useQuery(recentlyPublishedQueryOptions(DASHBOARD_RECENT_COUNT));

  if (videos.isPending || recent.isPending) return <Spinner label={t('dashboard.loading')} showLabel />;
  if (videos.isError || recent.isError) return <ErrorBox message={t('dashboard.error')} />;

  const all = videos.data;
  const stats = [
    { key: 'total', value: all.length },
    { key: 'published', value: all.filter((v) => v.visibility === 'public').length },
    { key: 'archived', value: all.filter((v) => v.visibility === 'archived').length },
  ] as const;
  // docs/behaviour.md §2: "last updated" is today's date
  const today = formatDay(new Date(), i18n.resolvedLanguage, 'long');

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-semibold text-brand-900">{t('dashboard.title')}</h1>

      <section aria-labelledby="stats-title" className="rounded-lg bg-white p-6 shadow-sm">
        <h2 id="stats-title" className="mb-4 text-lg font-semibold">
          {t('dashboard.stats.title')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {stats.map((stat) => (
            <div key={stat.key} className="rounded border border-gray-200 p-4" data-testid={`stat-${stat.key}`}>
              <dt className="text-sm text-gray-600">{t(`dashboard.stats.${stat.key}`)}</dt>
              <dd className="text-3xl font-semibold text-brand-700">{formatNumber(stat.value, i18n.resolvedLanguage)}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="system-title" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="system-title" className="mb-4 text-lg font-semibold">
            {t('dashboard.system.title')}
          </h2>
          <p className="text-gray-700">
            {t('dashboard.system.lastUpdated')}: <time dateTime={new Date().toISOString().slice(0, 10)}>{today}</time>
          </p>
        </section>
        <section aria-labelledby="quick-title" className="rounded-lg bg-white p-6 shadow-sm">
          <h2 id="quick-title" className="mb-4 text-lg font-semibold">
            {t('dashboard.quickActions.title')}
          </h2>
          <Link to={paths.admin.videoNew} className={buttonClass()}>
            {t('dashboard.quickActions.addVideo')}
          </Link>
        </section>
      </div>

      <section aria-labelledby="recent-title">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="recent-title" className="text-lg font-semibold">
            {t('dashboard.recent.title')}
          </h2>
          <Link to={paths.admin.videos} className="text-brand-600 hover:underline">
            {t('dashboard.recent.viewAll')}
          </Link>
        </div>
        {recent.data.length === 0 ? (
          <p className="text-gray-600">{t('dashboard.recent.empty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {recent.data.slice(0, DASHBOARD_RECENT_COUNT).map((video) => (
              <li key={video.id} className="overflow-hidden rounded-lg bg-white shadow-sm">
                <Thumbnail src={video.thumbnail} duration={video.duration} />
                <div className="space-y-1 p-4">
                  <TitleAndGuest title={video.title} guest={video.guest} />
                  <VisibilityBadge visibility={video.visibility} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
