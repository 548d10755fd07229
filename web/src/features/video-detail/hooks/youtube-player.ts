/**
 * The YouTube IFrame API behind a small interface, so the page never depends on the third-party
 * script directly and tests can pass a fake player (useVideoPlayer's `createPlayer`).
 */

/** What the page needs from a player. */
export interface PlayerHandle {
  playVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
}

export interface PlayerCallbacks {
  onReady(): void;
  onStateChange(code: number): void;
  onError(code: number): void;
}

/** Creates a player inside `element` (which the player may replace); rejects when it cannot load. */
export type CreatePlayer = (element: HTMLElement, videoId: string, callbacks: PlayerCallbacks) => Promise<PlayerHandle>;

/** The parts of `window.YT` used here (no @types package for one constructor). */
interface YouTubeNamespace {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width: string;
      height: string;
      host?: string;
      playerVars: Record<string, number | string>;
      events: {
        onReady: () => void;
        onStateChange: (event: { data: number }) => void;
        onError: (event: { data: number }) => void;
      };
    },
  ) => PlayerHandle;
}

declare global {
  interface Window {
    YT?: Partial<YouTubeNamespace>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** The API script loads a second script; give up when neither answers in this time. */
const API_TIMEOUT_MS = 15_000;

let apiPromise: Promise<YouTubeNamespace> | null = null;

function loadedApi(): YouTubeNamespace | null {
  const yt = window.YT;
  return yt?.Player ? { Player: yt.Player } : null;
}

/** Loads the IFrame API script once; a failed load can be retried. */
export function loadYoutubeApi(): Promise<YouTubeNamespace> {
  const ready = loadedApi();
  if (ready) return Promise.resolve(ready);
  apiPromise ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      apiPromise = null;
      reject(new Error('The YouTube player script could not be loaded'));
    };
    const timer = window.setTimeout(fail, API_TIMEOUT_MS);
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      const api = loadedApi();
      if (api) resolve(api);
      else fail();
    };
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return apiPromise;
}

/** The real player: no autoplay, controls on, no related videos from other channels (spec §2). */
export const createYoutubePlayer: CreatePlayer = async (element, videoId, callbacks) => {
  const api = await loadYoutubeApi();
  return new api.Player(element, {
    videoId,
    width: '100%',
    height: '100%',
    // Privacy: the no-cookie host sets no tracking cookies until the visitor plays.
    host: 'https://www.youtube-nocookie.com',
    playerVars: { autoplay: 0, controls: 1, rel: 0, playsinline: 1, origin: window.location.origin },
    events: {
      onReady: callbacks.onReady,
      onStateChange: (event) => callbacks.onStateChange(event.data),
      onError: (event) => callbacks.onError(event.data),
    },
  });
};
