import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Visibility } from '#contracts/constants';
import { adminVideosQueryOptions, useDeleteVideos, useUpdateVisibility } from '../api/admin-media.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { filterVideos } from './filter-videos.ts';
import { PreviewModal } from './preview-modal.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { VideoCard } from './video-card.tsx';

type PendingDelete = { ids: number[] } | null;

export function VideoList() {
  const { t } = useTranslation('admin');
  const videos = useQuery(adminVideosQueryOptions());
  const [draftTerm, setDraftTerm] = useState('');
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const deleteVideos = useDeleteVideos();
  const updateVisibility = useUpdateVisibility();

  const shown = useMemo(() => filterVideos(videos.data ?? [], term), [videos.data, term]);
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
    updateVisibility.mutate({ ids: [...selected], visibility }, {
      onSuccess: () => setSelected(new Set()),
      onError: () => setActionError(t('videos.errors.visibility')),
    });
  }

  function confirmDelete() {
    if (!pendingDelete) return;
    const { ids } = pendingDelete;
    setActionError(null);
    deleteVideos.mutate(ids, {
      onSuccess: () => setSelected((current) => new Set([...current].filter((id) => !ids.includes(id)))),
      onError: () => setActionError(ids.length === 1 ? t('videos.errors.deleteOne', { id: ids[0] }) : t('videos.errors.deleteMany')),
      onSettled: () => setPendingDelete(null),
    });
  }

  return (
    <div>
      <h1 className="mb-4 text-2xl font-semibold text-brand-900">{t('videos.welcome')}</h1>
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
          <button type="submit" className="rounded bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50">{t('videos.searchButton')}</button>
        </form>
      </div>

      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-xl font-semibold">{t('videos.title')}</h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/atlas-control/videos/import" className="rounded border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50">{t('videos.importOhms')}</Link>
          <Link to="/atlas-control/videos/new" className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">{t('videos.add')}</Link>
        </div>
      </div>

      {actionError && <div className="mb-4"><ErrorBox message={actionError} /></div>}
      {selected.size > 0 && (
        <SelectionBar
          count={selected.size}
          busy={updateVisibility.isPending || deleteVideos.isPending}
          onVisibility={changeVisibility}
          onDelete={() => setPendingDelete({ ids: [...selected] })}
          onClear={() => setSelected(new Set())}
        />
      )}

      {videos.isPending ? (
        <Spinner label={t('videos.loading')} showLabel />
      ) : videos.isError ? (
        <ErrorBox message={t('videos.error')} />
      ) : shown.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('videos.empty')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((video) => (
            <VideoCard
              key={video.id}
              video={video}
              selected={selected.has(video.id)}
              onToggle={() => toggle(video.id)}
              onPreview={() => setPreviewId(video.id)}
              onDelete={() => setPendingDelete({ ids: [video.id] })}
            />
          ))}
        </ul>
      )}

      {preview && <PreviewModal video={preview} onClose={() => setPreviewId(null)} />}
      {pendingDelete && (
        <ConfirmDialog
          message={pendingDelete.ids.length === 1 ? t('videos.confirmDeleteOne') : t('videos.confirmDeleteMany', { count: pendingDelete.ids.length })}
          confirmLabel={t('common.delete')}
          busy={deleteVideos.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setPendingDelete(null)}
        />
      )}
    </div>
  );
}
