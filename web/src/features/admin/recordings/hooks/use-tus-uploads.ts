import { useCallback, useState } from 'react';
import { Upload } from 'tus-js-client';
import { apiPaths } from '#contracts/paths';
import { getAdminToken } from '../../kit/auth/session.ts';

export interface UploadState {
  key: string;
  name: string;
  size: number;
  sent: number;
  /** Bytes per second over the upload so far. */
  speed: number;
  status: 'uploading' | 'done' | 'failed';
  error: string | null;
  /** The interview the file goes to, once known. */
  mediaId: string | null;
}

type TusError = Error & { originalResponse?: { getBody(): string } | null };

/** The server's `{ code, message }` refusal, or the client's own words. */
function reasonOf(error: TusError): string {
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? '') as { message?: string };
    if (body.message) return body.message;
  } catch {
    // not JSON: the client's own message below
  }
  return error.message;
}

/**
 * tus uploads of several files at once. `target` names each file's interview (the form's own, or one
 * made for the file on the list). tus-js-client remembers each upload by the file's fingerprint in
 * local storage, so choosing the same file after a reload resumes it.
 */
export function useTusUploads(target: (file: File) => Promise<string>, onFinished: (mediaId: string) => void) {
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const start = useCallback(
    (files: File[]) => {
      const update = (key: string, patch: Partial<UploadState>) =>
        setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
      for (const file of files) {
        const key = `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`;
        setUploads((all) => [
          ...all,
          { key, name: file.name, size: file.size, sent: 0, speed: 0, status: 'uploading', error: null, mediaId: null },
        ]);
        void target(file).then(
          (mediaId) => {
            update(key, { mediaId });
            send(file, mediaId, key, update, onFinished);
          },
          (error: Error) => update(key, { status: 'failed', error: error.message }),
        );
      }
    },
    [target, onFinished],
  );
  return { uploads, start };
}

function send(
  file: File,
  mediaId: string,
  key: string,
  update: (key: string, patch: Partial<UploadState>) => void,
  onFinished: (mediaId: string) => void,
) {
  const began = Date.now();
  let first = -1;
  const upload = new Upload(file, {
    endpoint: apiPaths.admin.uploads,
    metadata: { filename: file.name, filetype: file.type, media_id: mediaId },
    chunkSize: 64 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000],
    removeFingerprintOnSuccess: true,
    onBeforeRequest: (req) => req.setHeader('Authorization', `Bearer ${getAdminToken() ?? ''}`),
    onProgress: (sent) => {
      // Speed counts this session's bytes only: a resumed upload's earlier part is not "fast".
      if (first < 0) first = sent;
      const seconds = (Date.now() - began) / 1000;
      update(key, { sent, speed: seconds > 0 ? (sent - first) / seconds : 0 });
    },
    onSuccess: () => {
      update(key, { sent: file.size, status: 'done' });
      onFinished(mediaId);
    },
    onError: (error) => update(key, { status: 'failed', error: reasonOf(error as TusError) }),
  });
  void upload.findPreviousUploads().then((previous) => {
    // The same file sent to the same interview before: go on from the server's offset.
    const same = previous.find((p) => p.metadata.media_id === mediaId);
    if (same) upload.resumeFromPreviousUpload(same);
    upload.start();
  });
}
