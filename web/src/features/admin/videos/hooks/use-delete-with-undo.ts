import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaSummary } from '#contracts/media';
import { useDeleteVideos } from '../api/video-writes.ts';
import { trashQueryOptions, useRestoreFromTrash } from '../../kit/api/trash.ts';
import type { ActionStatus } from '../../kit/components/status.tsx';
import { VIDEOS_NAMESPACES } from '../i18n.ts';

export interface PendingDelete {
  ids: number[];
  /** The video's title when one is deleted: the confirmation and the notice name it. */
  title?: string;
}

/**
 * Deleting videos from the list (docs/behaviour.md §902): the confirmation names the video and says how
 * long the Trash keeps it, and the notice after the delete offers Undo, which restores from the Trash.
 */
export function useDeleteWithUndo(videos: readonly MediaSummary[] | undefined, onDeleted: (ids: number[]) => void) {
  const { t } = useTranslation(VIDEOS_NAMESPACES);
  const [pending, setPending] = useState<PendingDelete | null>(null);
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const deleteVideos = useDeleteVideos();
  const restore = useRestoreFromTrash();
  // The server's TRASH_DAYS, read from the trash list once the list opens, so the confirmation has it.
  const trashDays = useQuery({ ...trashQueryOptions(), select: (trash) => trash.trash_days });

  function ask(ids: number[]) {
    const title = ids.length === 1 ? videos?.find((video) => video.id === ids[0])?.title : undefined;
    setPending({ ids, title });
  }

  const deleted = (done: PendingDelete) =>
    done.title !== undefined ? t('videos.deletedOne', { title: done.title }) : t('videos.deletedMany', { count: done.ids.length });

  function undo(done: PendingDelete) {
    setStatus({ tone: 'ok', text: deleted(done), action: { label: t('videos.undo'), onClick: () => undefined, busy: true } });
    Promise.all(done.ids.map((id) => restore.mutateAsync(id))).then(
      () =>
        setStatus({
          tone: 'ok',
          text:
            done.title !== undefined
              ? t('admin:trash.restored', { title: done.title })
              : t('videos.restoredMany', { count: done.ids.length }),
        }),
      () => setStatus({ tone: 'error', text: t('videos.errors.undo') }),
    );
  }

  function confirm(onError: (message: string) => void) {
    if (!pending) return;
    const done = pending;
    setStatus(null);
    deleteVideos.mutate(done.ids, {
      onSuccess: () => {
        onDeleted(done.ids);
        setStatus({ tone: 'ok', text: deleted(done), action: { label: t('videos.undo'), onClick: () => undo(done) } });
      },
      onError: () => onError(done.ids.length === 1 ? t('videos.errors.deleteOne', { id: done.ids[0] }) : t('videos.errors.deleteMany')),
      onSettled: () => setPending(null),
    });
  }

  const dialog = pending && {
    message: pending.ids.length === 1 ? t('videos.confirmDeleteOne') : t('videos.confirmDeleteMany', { count: pending.ids.length }),
    detail:
      trashDays.data === undefined
        ? undefined
        : pending.title !== undefined
          ? t('videos.trashNoteOne', { title: pending.title, count: trashDays.data })
          : t('videos.trashNoteMany', { count: trashDays.data }),
  };

  return { ask, cancel: () => setPending(null), confirm, dialog, status, busy: deleteVideos.isPending };
}
