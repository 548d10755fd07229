import { useCallback, useEffect, useRef } from 'react';
import type { Stream } from '#contracts/media-files';
import { getAdminToken } from '../../kit/auth/session.ts';

/**
 * A recording Atlas holds, in the editor: its HLS playlist through hls.js, each request carrying the staff
 * member's token (the files of an archived interview are staff's only), natively where the browser has no
 * Media Source Extensions. Audio when the recording has a waveform, video otherwise.
 */
export function HeldRecordingPlayer({
  stream,
  title,
  onElement,
}: {
  stream: Stream;
  title: string;
  onElement: (element: HTMLMediaElement | null) => void;
}) {
  const media = useRef<HTMLMediaElement | null>(null);
  const setMedia = useCallback(
    (element: HTMLMediaElement | null) => {
      media.current = element;
      onElement(element);
    },
    [onElement],
  );
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    let destroyed = false;
    let stop = () => {};
    const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
    if (!mse) {
      element.src = stream.hls;
      return;
    }
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) {
        element.src = stream.hls;
        return;
      }
      const token = getAdminToken();
      // No worker: the CSP allows no blob: scripts (as the public player).
      const hls = new Hls({
        enableWorker: false,
        xhrSetup: (xhr) => {
          if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
        },
      });
      hls.loadSource(stream.hls);
      hls.attachMedia(element);
      stop = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      stop();
    };
  }, [stream.hls]);
  return stream.waveform ? (
    <audio ref={setMedia} controls preload="metadata" title={title} className="w-full" />
  ) : (
    <video ref={setMedia} controls preload="metadata" title={title} className="w-full rounded" />
  );
}
