import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { activityQueryOptions } from '../api/admin-team.ts';
import { TEAM_NS } from '../i18n.ts';

/** Entries a page of the log holds (the server's page size). */
const PAGE_SIZE = 50;

/** Who changed what, by person and by interview (docs/behaviour.md §500); the filters live in the address. */
export function ActivityPage() {
  const { t, i18n } = useTranslation(TEAM_NS);
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor') ?? '';
  const media = params.get('media') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const log = useQuery({
    ...activityQueryOptions({ actor, media: /^\d+$/.test(media) ? media : '', page }),
    placeholderData: keepPreviousData,
  });
  const filter = (next: Record<string, string>) => {
    const merged = new URLSearchParams({ actor, media, ...next });
    for (const [key, value] of [...merged]) if (!value) merged.delete(key);
    setParams(merged);
  };

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-4 text-2xl font-semibold text-brand-900">{t('team.activity.title')}</h1>
      <form
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          filter({ actor: String(form.get('actor') ?? '').trim(), media: String(form.get('media') ?? '').trim(), page: '' });
        }}
      >
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-gray-700">{t('team.activity.person')}</span>
          <Input name="actor" defaultValue={actor} key={`a-${actor}`} />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium text-gray-700">{t('team.activity.video')}</span>
          <Input name="media" defaultValue={media} key={`m-${media}`} inputMode="numeric" />
        </label>
        <Button type="submit">{t('team.activity.filter')}</Button>
      </form>
      {log.isPending ? (
        <Spinner label={t('team.activity.loading')} showLabel />
      ) : log.isError ? (
        <ErrorBox message={t('team.errors.generic')} />
      ) : log.data.results.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('team.activity.empty')}</p>
      ) : (
        <>
          <table className="w-full border-collapse bg-white text-sm shadow-sm">
            <thead>
              <tr className="border-b text-gray-600">
                <th className="p-2 text-start">{t('team.activity.when')}</th>
                <th className="p-2 text-start">{t('team.activity.person')}</th>
                <th className="p-2 text-start">{t('team.activity.what')}</th>
                <th className="p-2 text-start">{t('team.activity.video')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.results.map((entry, index) => (
                <tr key={`${entry.at}-${index}`} className="border-b border-gray-100" data-testid="activity-row">
                  <td className="p-2">{formatDateTime(entry.at, i18n.resolvedLanguage)}</td>
                  <td className="p-2">
                    <Button variant="link" dir="auto" onClick={() => filter({ actor: entry.actor, page: '' })}>
                      {entry.actor}
                    </Button>
                  </td>
                  <td className="p-2">
                    {i18n.exists(`${TEAM_NS}:team.actions.${entry.action}`)
                      ? t(`team.actions.${entry.action}` as 'team.actions.media.update')
                      : entry.action}
                    {entry.detail && (
                      <span dir="auto" className="ms-1 text-gray-500">
                        ({entry.detail})
                      </span>
                    )}
                  </td>
                  <td className="p-2">
                    {entry.media !== null &&
                      (entry.media_title !== null ? (
                        <Link to={paths.admin.videoHistory(entry.media)} dir="auto" className="text-brand-600 hover:underline">
                          {entry.media_title}
                        </Link>
                      ) : (
                        `#${entry.media}`
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3 flex items-center gap-3">
            <Button size="sm" variant="neutral" disabled={page <= 1} onClick={() => filter({ page: String(page - 1) })}>
              {t('team.activity.previous')}
            </Button>
            <span className="text-sm">{t('team.activity.page', { page, pages: Math.max(1, Math.ceil(log.data.count / PAGE_SIZE)) })}</span>
            <Button
              size="sm"
              variant="neutral"
              disabled={page * PAGE_SIZE >= log.data.count}
              onClick={() => filter({ page: String(page + 1) })}
            >
              {t('team.activity.next')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
