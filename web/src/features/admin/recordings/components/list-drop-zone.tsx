import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Upload } from 'tus-js-client';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { paths } from '../../../../config/paths.ts';
import { invalidateAfterWrite } from '../../kit/api/admin-keys.ts';
import { mediaToolsQueryOptions } from '../api/media-tools.ts';
import { RECORDINGS_NS } from '../i18n.ts';
import { DropZone, UploadProgressList } from './upload-progress.tsx';
import { useTusUploads } from '../hooks/use-tus-uploads.ts';

/** A file's name without its extension: the new interview's title until staff give it one. */
const titleOf = (name: string) => name.replace(/\.[^.]{1,8}$/, '').trim() || name;

/**
 * The videos list's drop zone (docs/behaviour.md §612): each dropped recording becomes a new archived
 * interview named after the file, and is uploaded to it at once, several side by side.
 */
export function ListDropZone() {
  const { t } = useTranslation(RECORDINGS_NS);
  const queryClient = useQueryClient();
  const tools = useQuery(mediaToolsQueryOptions());
  const target = useCallback(
    async (file: File) => {
      // The same file dropped again after a reload or a dropped connection goes on into the interview
      // made for it then, from the server's offset, rather than starting a second interview.
      const previous = await new Upload(file, { endpoint: apiPaths.admin.uploads }).findPreviousUploads();
      const earlier = previous.find((p) => p.metadata.media_id)?.metadata.media_id;
      if (earlier) return earlier;
      // Archived: nothing reaches the public before staff have described it.
      const created = await apiRequest<Media>(apiPaths.video.create, {
        method: 'POST',
        body: { title: titleOf(file.name), visibility: 'archived' },
      });
      void invalidateAfterWrite(queryClient);
      return String(created.id);
    },
    [queryClient],
  );
  const refresh = useCallback(() => void invalidateAfterWrite(queryClient), [queryClient]);
  const { uploads, start } = useTusUploads(target, refresh);
  if (tools.data && (!tools.data.ffmpeg || !tools.data.ffprobe)) return null;
  return (
    <section aria-label={t('recordings.uploads')} className="mb-6">
      <DropZone onFiles={start}>{t('recordings.dropRecordings')}</DropZone>
      <UploadProgressList
        uploads={uploads}
        extra={(u) =>
          u.mediaId ? (
            <Link to={paths.admin.videoEdit(u.mediaId)} className="text-sm text-brand-700 underline">
              {t('recordings.openNew')}
            </Link>
          ) : null
        }
      />
    </section>
  );
}
