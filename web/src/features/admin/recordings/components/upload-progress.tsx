import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format.ts';
import { RECORDINGS_NS } from '../i18n.ts';
import type { UploadState } from '../hooks/use-tus-uploads.ts';

const MIB = 1024 * 1024;

/** A drop zone that is also a file chooser (keyboard: the label's input); several files at once. */
export function DropZone({ onFiles, children }: { onFiles: (files: File[]) => void; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <label
      className={`block cursor-pointer rounded border-2 border-dashed p-6 text-center focus-within:outline focus-within:outline-2 focus-within:outline-blue-600 ${over ? 'border-blue-600 bg-blue-50' : 'border-gray-300'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      <input
        type="file"
        multiple
        accept="audio/*,video/*"
        className="sr-only"
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </label>
  );
}

/** Each upload with its bar, percent, speed and time left; a refused one says why. */
export function UploadProgressList({ uploads, extra }: { uploads: UploadState[]; extra?: (upload: UploadState) => ReactNode }) {
  const { t, i18n } = useTranslation(RECORDINGS_NS);
  const n = (value: number) => formatNumber(Math.round(value * 10) / 10, i18n.language);
  if (!uploads.length) return null;
  return (
    <ul className="mt-3 space-y-2" aria-label={t('recordings.uploads')}>
      {uploads.map((u) => (
        <li key={u.key}>
          <span dir="auto">{u.name}</span> {extra?.(u)}{' '}
          {u.status === 'failed' ? (
            <span role="alert" className="text-red-700">
              {u.error}
            </span>
          ) : (
            <>
              <progress className="w-full" max={u.size} value={u.sent} aria-label={u.name} />
              <span className="text-sm text-gray-600" data-upload-status={u.status}>
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
  );
}
