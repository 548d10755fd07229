import type { MediaFileKind } from '#contracts/media-file';
import { MediaElementError, PlayerCode } from './player-machine.ts';
import type { CreatePlayer } from './youtube-player.ts';

/** A WebVTT track offered with the media (chapters from segments, captions or subtitles from transcripts). */
export interface MediaTrack {
  kind: 'chapters' | 'captions' | 'subtitles';
  src: string;
  srclang: string;
  label: string;
}

/** MediaError.code → the error the player machine knows (1 aborted by the visitor is no error). */
const ERROR_BY_MEDIA_CODE: Record<number, number> = {
  2: MediaElementError.network,
  3: MediaElementError.unsupported,
  4: MediaElementError.unsupported,
};

/**
 * The browser's own <audio>/<video> behind the same interface as the YouTube player, so both go
 * through one state machine (docs/behaviour.md §4): media events become the IFrame API's state codes.
 */
export function mediaElementPlayer(kind: MediaFileKind, tracks: MediaTrack[] = []): CreatePlayer {
  return (element, url, callbacks) => {
    const media = document.createElement(kind);
    media.controls = true;
    media.preload = 'metadata';
    media.className = 'h-full w-full';
    media.setAttribute('playsinline', '');
    for (const track of tracks) {
      const node = document.createElement('track');
      Object.assign(node, { kind: track.kind, src: track.src, srclang: track.srclang, label: track.label });
      media.append(node);
    }
    const on = (type: string, listener: () => void) => media.addEventListener(type, listener);
    on('loadedmetadata', () => callbacks.onReady());
    on('playing', () => callbacks.onStateChange(PlayerCode.playing));
    on('waiting', () => callbacks.onStateChange(PlayerCode.buffering));
    on('pause', () => {
      if (!media.ended) callbacks.onStateChange(PlayerCode.paused);
    });
    on('ended', () => callbacks.onStateChange(PlayerCode.ended));
    on('timeupdate', () => callbacks.onTime(media.currentTime));
    on('seeked', () => callbacks.onTime(media.currentTime));
    on('error', () => {
      const code = media.error ? ERROR_BY_MEDIA_CODE[media.error.code] : undefined;
      if (code !== undefined) callbacks.onError(code);
    });
    element.replaceWith(media);
    const detachStream = attachSource(media, url, () => callbacks.onError(MediaElementError.network));
    return Promise.resolve({
      playVideo() {
        // A refused play (autoplay policy, source error) shows as the element's own state or error event.
        media.play().catch((error: unknown) => console.warn('Playback did not start', error));
      },
      pauseVideo: () => media.pause(),
      seekTo(seconds) {
        media.currentTime = seconds;
        callbacks.onTime(seconds);
      },
      destroy() {
        detachStream();
        media.pause();
        media.removeAttribute('src');
        media.load();
        media.remove();
      },
    });
  };
}

/**
 * Sets the element's source. A held recording's HLS playlist plays through hls.js wherever the browser
 * has Media Source Extensions (one player, one way of choosing renditions, everywhere: docs/decisions.md
 * §612), natively only where it has none (older iPhones); hls.js is fetched only here, so pages that play
 * no held file never load it. Returns what undoes it.
 */
function attachSource(media: HTMLMediaElement, url: string, onFatal: () => void): () => void {
  const mse = typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
  if (!url.endsWith('.m3u8') || (!mse && media.canPlayType('application/vnd.apple.mpegurl'))) {
    media.src = url;
    return () => {};
  }
  let destroyed = false;
  let stop = () => {};
  void import('hls.js').then(({ default: Hls }) => {
    if (destroyed) return;
    if (!Hls.isSupported()) return onFatal();
    // No worker: the CSP allows no blob: scripts, and demuxing on the main thread is light for AAC/H.264.
    const hls = new Hls({ enableWorker: false });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) onFatal();
    });
    hls.loadSource(url);
    hls.attachMedia(media);
    stop = () => hls.destroy();
  }, onFatal);
  return () => {
    destroyed = true;
    stop();
  };
}
