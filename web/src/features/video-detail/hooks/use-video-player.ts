import { useEffect, useState, useSyncExternalStore } from 'react';
import { PlayerController } from './player-controller.ts';
import type { PlayerState } from './player-machine.ts';
import { type CreatePlayer, createYoutubePlayer } from './youtube-player.ts';

export interface UseVideoPlayerOptions {
  youtubeId: string | null;
  /** `?t=` of a deep link: where playback starts once play is pressed (issue 6) */
  initialSeek: number | null;
  onFirstPlay: () => void;
  /** The real YouTube player unless a test passes a fake. */
  createPlayer?: CreatePlayer;
}

export interface VideoPlayerApi {
  state: PlayerState;
  /** Ref for the element the player iframe goes into. */
  attach: (element: HTMLElement | null) => void;
  play(): void;
  /** Seeks to `seconds` and plays; pending until the player is ready (spec §4). */
  seekTo(seconds: number): void;
}

export function useVideoPlayer({ youtubeId, initialSeek, onFirstPlay, createPlayer = createYoutubePlayer }: UseVideoPlayerOptions): VideoPlayerApi {
  const [controller] = useState(() => new PlayerController({ youtubeId, createPlayer, onFirstPlay }, initialSeek));
  useEffect(() => {
    controller.configure({ youtubeId, createPlayer, onFirstPlay });
  }, [controller, youtubeId, createPlayer, onFirstPlay]);
  useEffect(() => () => controller.detach(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  return {
    state,
    attach: controller.setElement,
    play: () => controller.dispatch({ type: 'playPressed' }),
    seekTo: (seconds) => controller.dispatch({ type: 'seekRequested', seconds }),
  };
}
