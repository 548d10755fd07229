import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPaths } from '#contracts/paths';
import { formatNumber } from '../../../lib/format.ts';
import { mediaFilesQueryOptions, mediaToolsQueryOptions } from '../api/media-files.ts';
import { ADMIN_NS } from '../i18n.ts';
import { useTusUploads } from './use-tus-uploads.ts';
import { useCan } from '../api/admin-team.ts';

const MIB = 1024 * 1024;

/** The video form's recording: a drop zone for uploads (several at once, resumable), their progress, and the files panel. */
export function RecordingsPanel({ videoId }: { videoId: string }) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const tools = useQuery(mediaToolsQueryOptions());
  const files = useQuery(mediaFilesQueryOptions(videoId));
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: mediaFilesQueryOptions(videoId).queryKey }),
    [queryClient, videoId],
  );
  const { uploads, start } = useTusUploads(videoId, refresh);
  const [over, setOver] = useState(false);
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
        <label
          className={`mt-2 block cursor-pointer rounded border-2 border-dashed p-6 text-center ${over ? 'border-blue-600 bg-blue-50' : 'border-gray-300'}`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            start([...event.dataTransfer.files]);
          }}
        >
          {t('recordings.drop')}
          <input
            type="file"
            multiple
            accept="audio/*,video/*"
            className="sr-only"
            onChange={(event) => start([...(event.target.files ?? [])])}
          />
        </label>
      )}
      <ul className="mt-3 space-y-2">
        {uploads.map((u) => (
          <li key={u.key}>
            <span dir="auto">{u.name}</span>{' '}
            {u.status === 'failed' ? (
              <span role="alert" className="text-red-700">
                {u.error}
              </span>
            ) : (
              <>
                <progress className="w-full" max={u.size} value={u.sent} aria-label={u.name} />
                <span className="text-sm text-gray-600">
                  {u.status === 'done'
                    ? t('recordings.uploaded')
                    : t('recordings.progress', {
                        percent: n((u.sent / Math.max(u.size, 1)) * 100),
                        speed: n(u.speed / MIB),
                        left: u.speed > 0 ? n((u.size - u.sent) / u.speed) : '…',
                      })}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
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
