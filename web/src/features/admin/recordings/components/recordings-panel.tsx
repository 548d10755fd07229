import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '#contracts/paths';
import { formatNumber } from '../../../../lib/format.ts';
import { mediaFilesQueryOptions } from '../../kit/api/media-files.ts';
import { mediaToolsQueryOptions } from '../api/media-tools.ts';
import { RECORDINGS_NS } from '../i18n.ts';
import { DropZone, UploadProgressList } from './upload-progress.tsx';
import { useTusUploads } from '../hooks/use-tus-uploads.ts';
import { useCan } from '../../kit/api/account.ts';

const MIB = 1024 * 1024;

/** The video form's recording: a drop zone for uploads (several at once, resumable), their progress, and the files panel. */
export function RecordingsPanel({ videoId }: { videoId: string }) {
  const { t, i18n } = useTranslation(RECORDINGS_NS);
  const queryClient = useQueryClient();
  const tools = useQuery(mediaToolsQueryOptions());
  const files = useQuery(mediaFilesQueryOptions(videoId));
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: mediaFilesQueryOptions(videoId).queryKey }),
    [queryClient, videoId],
  );
  const target = useCallback(() => Promise.resolve(videoId), [videoId]);
  const { uploads, start } = useTusUploads(target, refresh);
  const n = (value: number) => formatNumber(Math.round(value * 10) / 10, i18n.language);
  const missing = tools.data && (!tools.data.ffmpeg || !tools.data.ffprobe);
  // Uploading a recording is an editor's change (contracts/permissions.ts); other roles read the files.
  const mayUpload = useCan()('media.edit');

  return (
    <section aria-labelledby="recordings-title" className="mt-6 rounded border border-gray-200 p-4">
      <h2 id="recordings-title" className="text-lg font-semibold">
        {t('recordings.title')}
      </h2>
      {!mayUpload ? null : missing ? (
        <p role="alert" className="mt-2 text-red-700">
          {t('recordings.ffmpegMissing')}
        </p>
      ) : (
        <div className="mt-2">
          <DropZone onFiles={start}>{t('recordings.drop')}</DropZone>
        </div>
      )}
      <UploadProgressList uploads={uploads} />
      {files.data?.results.length ? (
        <table className="mt-4 w-full text-start text-sm">
          <thead>
            <tr>
              <th className="text-start">{t('recordings.file')}</th>
              <th className="text-start">{t('recordings.status')}</th>
              <th className="text-start">{t('recordings.size')}</th>
              <th className="text-start">sha256</th>
            </tr>
          </thead>
          <tbody>
            {files.data.results.map((f) => (
              <tr key={f.id}>
                <td dir="auto">
                  {f.role === 'original' && f.status === 'ready' ? (
                    <a href={apiPaths.admin.mediaFileDownload(videoId, f.id)}>{f.filename}</a>
                  ) : (
                    f.label
                  )}
                </td>
                <td>
                  {t(`recordings.states.${f.status}`)}
                  {f.silenced ? <span className="block text-gray-600">{t('recordings.silenced')}</span> : null}
                  {f.error ? <span className="block text-red-700">{f.error}</span> : null}
                  {f.check_result && f.check_result !== 'ok' ? (
                    <span className="block text-red-700">{t(`recordings.checks.${f.check_result}`)}</span>
                  ) : null}
                </td>
                <td>{f.bytes === null ? '' : t('recordings.mib', { size: n(f.bytes / MIB) })}</td>
                <td className="font-mono" dir="ltr">
                  {f.sha256?.slice(0, 12) ?? ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {tools.data?.last_fixity ? (
        <p className="mt-3 text-sm text-gray-600">
          {t('recordings.fixity', {
            files: tools.data.last_fixity.files,
            failed: tools.data.last_fixity.failed,
            count: tools.data.last_fixity.failed,
          })}
        </p>
      ) : null}
    </section>
  );
}
