import { useEffect, useRef } from 'react';

/** What the editor's keys need from whichever player plays the recording. */
export interface PlayerControls {
  /** The playhead in seconds. */
  time(): number;
  togglePlay(): void;
  seekTo(seconds: number): void;
}

/** A file Atlas holds, played by the browser's own <audio>/<video> element. */
export function mediaElementControls(element: HTMLMediaElement): PlayerControls {
  return {
    time: () => element.currentTime,
    togglePlay: () => {
      if (element.paused) void element.play().catch(() => undefined);
      else element.pause();
    },
    seekTo: (seconds) => {
      element.currentTime = Math.max(0, seconds);
    },
  };
}

/**
 * The site's YouTube player as the editor calls it; the same shape as the public page's player factory,
 * which the admin route passes in (features do not import each other).
 */
export type EditorPlayerFactory = (
  element: HTMLElement,
  videoId: string,
  callbacks: { onReady(): void; onStateChange(code: number): void; onError(code: number): void; onTime(seconds: number): void },
) => Promise<{ playVideo(): void; pauseVideo(): void; seekTo(seconds: number, allowSeekAhead: boolean): void; destroy(): void }>;

/** IFrame API states (the public player's player-machine.ts): 1 playing, 3 buffering. */
const PLAYING = new Set([1, 3]);

/**
 * A YouTube-held interview in the editor. The IFrame API reports its time only now and then, so the
 * playhead is the last report plus the time since, while it plays: Ctrl+J then inserts the second heard.
 */
export function YoutubeEditorPlayer({
  factory,
  videoId,
  title,
  onControls,
}: {
  factory: EditorPlayerFactory;
  videoId: string;
  title: string;
  onControls: (controls: PlayerControls | null) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = document.createElement('div');
    host.current?.append(element);
    let open = true;
    let handle: Awaited<ReturnType<EditorPlayerFactory>> | null = null;
    const clock = { seconds: 0, at: performance.now(), playing: false };
    const now = () => (clock.playing ? clock.seconds + (performance.now() - clock.at) / 1000 : clock.seconds);
    const report = (seconds: number) => Object.assign(clock, { seconds, at: performance.now() });
    void factory(element, videoId, {
      onReady: () => undefined,
      onStateChange: (code) => {
        report(now());
        clock.playing = PLAYING.has(code);
      },
      onError: () => undefined,
      onTime: report,
    })
      .then((player) => {
        if (!open) return player.destroy();
        handle = player;
        onControls({
          time: now,
          togglePlay: () => (clock.playing ? player.pauseVideo() : player.playVideo()),
          seekTo: (seconds) => player.seekTo(Math.max(0, seconds), true),
        });
      })
      .catch(() => undefined);
    return () => {
      open = false;
      onControls(null);
      handle?.destroy();
      element.remove();
    };
  }, [factory, videoId, onControls]);
  return <div ref={host} title={title} className="aspect-video w-full overflow-hidden rounded bg-black [&>*]:size-full" />;
}
