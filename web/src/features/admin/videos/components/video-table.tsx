import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import { Link } from 'react-router';
import type { MediaSummary } from '#contracts/media';
import { formatLongDate, formatNumber } from '../../../../lib/format.ts';
import { ConsentMissingBadge } from '../../kit/components/consent-missing.tsx';
import { VisibilityBadge, AccessBadges } from '../../kit/components/status.tsx';
import type { ListPreferences, SortColumn } from '../list-preferences.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { useCan } from '../../kit/api/account.ts';

interface VideoTableProps {
  /** docs/behaviour.md §400: a narrator's public release is missing. */
  consentMissing: ReadonlySet<number>;
  videos: readonly MediaSummary[];
  sort: Pick<ListPreferences, 'sort' | 'direction'>;
  onSort: (column: SortColumn) => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onPreview: (id: number) => void;
}

const COLUMNS: { key: SortColumn; numeric?: boolean }[] = [
  { key: 'title' },
  { key: 'guest' },
  { key: 'region' },
  { key: 'interview_date' },
  { key: 'visibility' },
  { key: 'views', numeric: true },
  { key: 'updated_at' },
];

/** The list as a sortable table: one row a video, a column header a sort button. */
export function VideoTable({ videos, consentMissing, sort, onSort, selected, onToggle, onPreview }: VideoTableProps) {
  const { t, i18n } = useTranslation(VIDEOS_NS);
  const date = (value: string | null) => formatLongDate(value, i18n.resolvedLanguage);
  const cell = 'px-3 py-2 align-top';
  // A role that may change nothing on the video's page views it (docs/behaviour.md §500).
  const edits = useCan()('transcript.edit');

  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t('videos.table.caption')}</caption>
        <thead className="border-b border-gray-200 bg-gray-50 text-start">
          <tr>
            <th scope="col" className={cell}>
              <span className="sr-only">{t('videos.table.select')}</span>
            </th>
            {COLUMNS.map(({ key, numeric }) => {
              const active = sort.sort === key;
              return (
                <th
                  key={key}
                  scope="col"
                  aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  className={`${cell} ${numeric ? 'text-end' : 'text-start'}`}
                >
                  <Button variant="plain" onClick={() => onSort(key)} className="inline-flex items-center gap-1 font-semibold">
                    {t(`videos.table.columns.${key}`)}
                    <span aria-hidden="true" className={active ? 'text-brand-700' : 'text-gray-300'}>
                      {active && sort.direction === 'asc' ? '▲' : '▼'}
                    </span>
                  </Button>
                </th>
              );
            })}
            <th scope="col" className={`${cell} text-start`}>
              {t('videos.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video.id} className={`border-b border-gray-100 ${selected.has(video.id) ? 'bg-brand-50' : ''}`}>
              <td className={cell}>
                <input
                  type="checkbox"
                  checked={selected.has(video.id)}
                  onChange={() => onToggle(video.id)}
                  aria-label={t('videos.select', { title: video.title })}
                  className="size-4 accent-brand-600"
                />
              </td>
              <td className={cell}>
                <Button variant="link" dir="auto" onClick={() => onPreview(video.id)} className="font-semibold text-brand-900">
                  {video.title}
                </Button>
              </td>
              <td className={cell} dir="auto">
                {video.guest}
              </td>
              <td className={cell} dir="auto">
                {video.region?.name}
              </td>
              <td className={cell}>{date(video.interview_date)}</td>
              <td className={cell}>
                <VisibilityBadge visibility={video.visibility} />
                {consentMissing.has(video.id) && (
                  <span className="ms-1">
                    <ConsentMissingBadge />
                  </span>
                )}
                <AccessBadges video={video} />
              </td>
              <td className={`${cell} text-end tabular-nums`}>{formatNumber(video.metadata.views, i18n.resolvedLanguage)}</td>
              <td className={cell}>{date(video.updated_at)}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Link
                  to={paths.admin.videoEdit(video.id)}
                  aria-label={
                    edits ? t('videos.table.editVideo', { title: video.title }) : t('videos.table.showVideo', { title: video.title })
                  }
                  className="me-3 text-brand-700 hover:underline"
                >
                  {edits ? t('videos.edit') : t('videos.show')}
                </Link>
                {video.visibility === 'public' && (
                  <a
                    href={paths.video(video.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('videos.table.viewOnSiteVideo', { title: video.title })}
                    className="text-brand-700 hover:underline"
                  >
                    {t('videos.table.viewOnSite')}
                  </a>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
