import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NAMESPACES } from '../i18n.ts';
import { useCan } from '../../kit/api/account.ts';
import { Link } from 'react-router';
import type { Visibility } from '#contracts/constants';
import { adminVideosQueryOptions } from '../../kit/api/admin-videos.ts';
import { useUpdateVisibility } from '../api/video-writes.ts';
import { checklistRefusal } from '../checklist-refusal.ts';
import { useConsentMissing } from '../api/consent-status.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { ErrorCode } from '#contracts/errors';
import { ConfirmDialog } from '../../kit/components/confirm-dialog.tsx';
import { ActionStatusLine } from '../../kit/components/status.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { filterVideos } from '../filter-videos.ts';
import { type ListPreferences, loadPreferences, savePreferences, type SortColumn } from '../list-preferences.ts';
import { PreviewModal } from './preview-modal.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { sortVideos } from '../sort-videos.ts';
import { VideoCard } from './video-card.tsx';
import { VideoTable } from './video-table.tsx';
import { useDeleteWithUndo } from '../hooks/use-delete-with-undo.ts';
import { VISIBILITIES } from '#contracts/constants';
import { paths } from '../../../../config/paths.ts';
import { Button, buttonClass } from '../../../../components/ui/button.tsx';
import { ToggleButton } from '../../../../components/ui/toggle-button.tsx';

/**
 * The videos list. `uploads` is the drop zone that makes interviews of recordings (the recordings domain's,
 * composed by the route), shown to roles that may create and edit videos.
 */
export function VideoList({ uploads }: { uploads?: ReactNode }) {
  // Actions the role may not take are not offered (docs/behaviour.md §500).
  const can = useCan();
  const { t, i18n } = useTranslation(VIDEOS_NAMESPACES);
  const [preferences, setPreferences] = useState(loadPreferences);
  const videos = useQuery(adminVideosQueryOptions());
  const [draftTerm, setDraftTerm] = useState('');
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const deletion = useDeleteWithUndo(videos.data, (ids) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
  );
  const updateVisibility = useUpdateVisibility();
  const consentMissing = useConsentMissing(useMemo(() => (videos.data ?? []).map((v) => v.id), [videos.data]));

  const shown = useMemo(() => {
    const matching = filterVideos(videos.data ?? [], term).filter(
      (video) => preferences.visibility === 'all' || video.visibility === preferences.visibility,
    );
    return preferences.view === 'table' ? sortVideos(matching, preferences, i18n.resolvedLanguage) : matching;
  }, [videos.data, term, preferences, i18n.resolvedLanguage]);

  function updatePreferences(change: Partial<ListPreferences>) {
    setPreferences((current) => {
      const next = { ...current, ...change };
      savePreferences(next);
      return next;
    });
  }

  function sortBy(column: SortColumn) {
    const direction = preferences.sort === column && preferences.direction === 'asc' ? 'desc' : 'asc';
    updatePreferences({ sort: column, direction });
  }
  // The id, not a copy of the video: the preview follows the list's latest data.
  const preview = videos.data?.find((video) => video.id === previewId);

  function onSearch(event: FormEvent) {
    event.preventDefault();
    setTerm(draftTerm.trim());
  }

  function toggle(id: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function changeVisibility(visibility: Visibility) {
    setActionError(null);
    updateVisibility.mutate(
      { ids: [...selected], visibility },
      {
        onSuccess: () => setSelected(new Set()),
        onError: (error) =>
          setActionError(
            error instanceof ApiError && error.code === ErrorCode.consentRequired
              ? t('admin:consent.refused')
              : (checklistRefusal(error, t) ?? t('videos.errors.visibility')),
          ),
      },
    );
  }

  return (
    <div>
      {/* The page is the videos: its heading says so, as its title does; the greeting stays above it. */}
      <p className="text-sm font-medium text-gray-600">{t('videos.welcome')}</p>
      <h1 className="mb-4 text-2xl font-semibold text-brand-900">{t('videos.title')}</h1>
      <div className="mb-6 rounded-lg bg-brand-700 p-6 text-white">
        <p className="mb-3">{t('videos.banner')}</p>
        <form role="search" onSubmit={onSearch} className="flex max-w-xl gap-2">
          <input
            type="search"
            value={draftTerm}
            onChange={(event) => {
              setDraftTerm(event.target.value);
              if (event.target.value.trim() === '') setTerm('');
            }}
            aria-label={t('videos.searchLabel')}
            placeholder={t('videos.searchPlaceholder')}
            className="min-w-0 flex-1 rounded bg-white px-3 py-2 text-gray-900 placeholder:text-gray-500"
          />
          <Button type="submit" variant="secondary" className="border-white text-brand-900">
            {t('videos.searchButton')}
          </Button>
        </form>
      </div>

      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            {t('videos.visibilityFilter.label')}
            <select
              value={preferences.visibility}
              onChange={(event) => updatePreferences({ visibility: event.target.value as ListPreferences['visibility'] })}
              className="rounded border border-gray-300 px-2 py-1"
            >
              <option value="all">{t('videos.visibilityFilter.all')}</option>
              {VISIBILITIES.map((v) => (
                <option key={v} value={v}>
                  {t(`admin:visibility.${v}`)}
                </option>
              ))}
            </select>
          </label>
          <div role="group" aria-label={t('videos.view.label')} className="flex overflow-hidden rounded border border-gray-300 text-sm">
            {(['cards', 'table'] as const).map((view) => (
              <ToggleButton key={view} pressed={preferences.view === view} onClick={() => updatePreferences({ view })}>
                {t(`videos.view.${view}`)}
              </ToggleButton>
            ))}
          </div>
        </div>
        {can('media.create') && (
          <div className="flex flex-wrap gap-2">
            <Link to={paths.admin.videoImport} className={buttonClass('secondary')}>
              {t('videos.importOhms')}
            </Link>
            <Link to={paths.admin.videoNew} className={buttonClass()}>
              {t('videos.add')}
            </Link>
          </div>
        )}
      </div>

      {can('media.create') && can('media.edit') && uploads}
      <ActionStatusLine status={deletion.status} />
      {actionError && (
        <div className="mb-4">
          <ErrorBox message={actionError} />
        </div>
      )}
      {selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          consentMissing={[...selected].filter((id) => consentMissing.has(id)).length}
          busy={updateVisibility.isPending || deletion.busy}
          onVisibility={can('media.publish') ? changeVisibility : undefined}
          onDelete={can('media.delete') ? () => deletion.ask([...selected]) : undefined}
          onClear={() => setSelected(new Set())}
        />
      )}

      {videos.isPending ? (
        <Spinner label={t('videos.loading')} showLabel />
      ) : videos.isError ? (
        <ErrorBox message={t('videos.error')} />
      ) : shown.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('videos.empty')}</p>
      ) : preferences.view === 'table' ? (
        <VideoTable
          videos={shown}
          consentMissing={consentMissing}
          sort={preferences}
          onSort={sortBy}
          selected={selected}
          onToggle={toggle}
          onPreview={setPreviewId}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((video) => (
            <VideoCard
              key={video.id}
              video={video}
              consentMissing={consentMissing.has(video.id)}
              selected={selected.has(video.id)}
              onToggle={() => toggle(video.id)}
              onPreview={() => setPreviewId(video.id)}
              onDelete={can('media.delete') ? () => deletion.ask([video.id]) : undefined}
            />
          ))}
        </ul>
      )}

      {preview && <PreviewModal video={preview} onClose={() => setPreviewId(null)} />}
      {deletion.dialog && (
        <ConfirmDialog
          message={deletion.dialog.message}
          detail={deletion.dialog.detail}
          confirmLabel={t('admin:common.delete')}
          busy={deletion.busy}
          onConfirm={() => {
            setActionError(null);
            deletion.confirm(setActionError);
          }}
          onCancel={deletion.cancel}
        />
      )}
    </div>
  );
}
