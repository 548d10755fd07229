/**
 * The YouTube IFrame API behind a small interface, so the page never depends on the third-party
 * script directly and tests can pass a fake player (useVideoPlayer's `createPlayer`).
 */

/** What the page needs from a player. */
export interface PlayerHandle {
  playVideo(): void;
  pauseVideo(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
}

export interface PlayerCallbacks {
  onReady(): void;
  onStateChange(code: number): void;
  onError(code: number): void;
  /** The media time in seconds, while playing and after a seek (the transcript follows it). */
  onTime(seconds: number): void;
}

/** Creates a player inside `element` (which the player may replace) for `source` (a YouTube id or a file URL). */
export type CreatePlayer = (element: HTMLElement, source: string, callbacks: PlayerCallbacks) => Promise<PlayerHandle>;

/** The IFrame API player as this module calls it (optional: stand-ins in tests may lack them). */
interface YoutubePlayer {
  playVideo(): void;
  pauseVideo?(): void;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
  getCurrentTime?(): number;
}

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
  ) => YoutubePlayer;
}

declare global {
  interface Window {
    YT?: Partial<YouTubeNamespace>;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** The API script loads a second script; give up when neither answers in this time. */
const API_TIMEOUT_MS = 15_000;

let apiPromise: Promise<YouTubeNamespace> | null = null;

function loadedApi(): YouTubeNamespace | null {
  const yt = window.YT;
  return yt?.Player ? { Player: yt.Player } : null;
}

/** Loads the IFrame API script once; a failed load can be retried. */
function loadYoutubeApi(): Promise<YouTubeNamespace> {
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

/** The IFrame API has no time event: its time is read this often while it plays or buffers. */
export const YOUTUBE_TIME_POLL_MS = 250;

/**
 * Polls `getCurrentTime` while the player plays or buffers and stops on pause, end and destroy,
 * so an idle page runs no timer. Reports the time once more when playback stops (a pause after a seek).
 */
function followYoutubeTime(player: YoutubePlayer, onTime: (seconds: number) => void) {
  let timer: ReturnType<typeof setInterval> | null = null;
  const report = () => {
    const seconds = player.getCurrentTime?.();
    if (typeof seconds === 'number' && Number.isFinite(seconds)) onTime(seconds);
  };
  const stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  return {
    stateChanged(code: number) {
      // 1 playing, 3 buffering (IFrame API states; player-machine.ts PlayerCode)
      if (code === 1 || code === 3) {
        report();
        timer ??= setInterval(report, YOUTUBE_TIME_POLL_MS);
      } else {
        stop();
        report();
      }
    },
    stop,
  };
}

/** The real player: no autoplay, controls on, no related videos from other channels (docs/behaviour.md §2). */
export const createYoutubePlayer: CreatePlayer = async (element, videoId, callbacks) => {
  const api = await loadYoutubeApi();
  // The player exists only after the constructor returns; its first events come later.
  let time: ReturnType<typeof followYoutubeTime> | null = null;
  const player: YoutubePlayer = new api.Player(element, {
    videoId,
    width: '100%',
    height: '100%',
    // Privacy: the no-cookie host sets no tracking cookies until the visitor plays.
    host: 'https://www.youtube-nocookie.com',
    playerVars: { autoplay: 0, controls: 1, rel: 0, playsinline: 1, origin: window.location.origin },
    events: {
      onReady: callbacks.onReady,
      onStateChange: (event) => {
        time?.stateChanged(event.data);
        callbacks.onStateChange(event.data);
      },
      onError: (event) => callbacks.onError(event.data),
    },
  });
  time = followYoutubeTime(player, callbacks.onTime);
  return {
    playVideo: () => player.playVideo(),
    pauseVideo: () => player.pauseVideo?.(),
    seekTo: (seconds, allowSeekAhead) => {
      player.seekTo(seconds, allowSeekAhead);
      callbacks.onTime(seconds);
    },
    destroy: () => {
      time?.stop();
      player.destroy();
    },
  };
};
