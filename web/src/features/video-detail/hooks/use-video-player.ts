import { useEffect, useState, useSyncExternalStore } from 'react';
import { PlayerController } from './player-controller.ts';
import type { PlayerState } from './player-machine.ts';
import { type CreatePlayer, createYoutubePlayer } from './youtube-player.ts';

export interface UseVideoPlayerOptions {
  /** A YouTube id, or a media file URL with `createPlayer` set to a media element player */
  source: string | null;
  /** `?t=` of a deep link: where playback starts once play is pressed (docs/decisions.md §40) */
  initialSeek: number | null;
  /** End of a `?t=START-END` range: playback pauses there (docs/decisions.md §55) */
  stopAt?: number | null;
  onFirstPlay: () => void;
  /** The real YouTube player unless a test passes a fake. */
  createPlayer?: CreatePlayer;
}

export interface VideoPlayerApi {
  state: PlayerState;
  /** Media time in seconds once the player has told it, else null. */
  time: number | null;
  /** Ref for the element the player iframe goes into. */
  attach: (element: HTMLElement | null) => void;
  play(): void;
  /** Pauses a loaded player (the mini player's button); nothing before play. */
  pause(): void;
  /** Seeks to `seconds` and plays; pending until the player is ready (docs/behaviour.md §4). */
  seekTo(seconds: number): void;
}

export function useVideoPlayer({
  source,
  initialSeek,
  stopAt = null,
  onFirstPlay,
  createPlayer = createYoutubePlayer,
}: UseVideoPlayerOptions): VideoPlayerApi {
  const [controller] = useState(() => new PlayerController({ source, createPlayer, onFirstPlay }, initialSeek));
  useEffect(() => {
    controller.configure({ source, createPlayer, onFirstPlay });
  }, [controller, source, createPlayer, onFirstPlay]);
  useEffect(() => controller.setStopAt(stopAt), [controller, stopAt]);
  useEffect(() => () => controller.detach(), [controller]);
  // The server renders the player as it starts (docs/architecture.md "Server rendering"): the same snapshot.
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  const time = useSyncExternalStore(controller.subscribeTime, controller.getTime, controller.getTime);
  return {
    state,
    time,
    attach: controller.setElement,
    play: () => controller.dispatch({ type: 'playPressed' }),
    pause: () => controller.dispatch({ type: 'pausePressed' }),
    seekTo: (seconds) => controller.dispatch({ type: 'seekRequested', seconds }),
  };
}
