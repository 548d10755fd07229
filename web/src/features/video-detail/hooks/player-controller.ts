import { type PlayerEffect, type PlayerEvent, type PlayerState, initialPlayerState, transition } from './player-machine.ts';
import type { CreatePlayer, PlayerHandle } from './youtube-player.ts';

export interface PlayerControllerOptions {
  /** A YouTube id or a media file URL, whichever `createPlayer` takes; null: nothing to play. */
  source: string | null;
  createPlayer: CreatePlayer;
  /** Called once, on the first play (docs/behaviour.md §7: record a view). */
  onFirstPlay: () => void;
}

/**
 * Runs the player state machine against a player: dispatches events, performs the effects,
 * and notifies React (useSyncExternalStore). Lives outside React so the player's callbacks never
 * see a stale state.
 */
export class PlayerController {
  private state: PlayerState;
  private readonly listeners = new Set<() => void>();
  private element: HTMLElement | null = null;
  private player: PlayerHandle | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  /** Bumped when a player is torn down, so late callbacks of an old player are ignored. */
  private generation = 0;
  /** Media time in seconds since the player first told it; null before. Its own store: it ticks often. */
  private time: number | null = null;
  private readonly timeListeners = new Set<() => void>();
  /** End of a `?t=START-END` range: playback pauses there once (docs/decisions.md §55). */
  private stopAt: number | null = null;

  constructor(
    private options: PlayerControllerOptions,
    initialSeek: number | null,
  ) {
    this.state = initialPlayerState(initialSeek);
  }

  configure(options: PlayerControllerOptions): void {
    this.options = options;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): PlayerState => this.state;

  readonly subscribeTime = (listener: () => void): (() => void) => {
    this.timeListeners.add(listener);
    return () => this.timeListeners.delete(listener);
  };

  readonly getTime = (): number | null => this.time;

  /** Pause when the media time reaches `seconds`; any seek the visitor asks for cancels it. */
  setStopAt(seconds: number | null): void {
    this.stopAt = seconds;
  }

  private updateTime(seconds: number): void {
    if (this.stopAt !== null && seconds >= this.stopAt) {
      this.stopAt = null;
      this.player?.pauseVideo();
    }
    if (seconds === this.time) return;
    this.time = seconds;
    for (const listener of this.timeListeners) listener();
  }

  /** Callback ref for the element the player is created in. */
  readonly setElement = (element: HTMLElement | null): void => {
    this.element = element;
  };

  readonly dispatch = (event: PlayerEvent): void => {
    if (event.type === 'seekRequested') this.stopAt = null;
    const { state, effects } = transition(this.state, event);
    if (state !== this.state) {
      this.state = state;
      for (const listener of this.listeners) listener();
    }
    for (const effect of effects) this.run(effect);
  };

  /** Destroys the player (unmount); the page can start it again. */
  detach(): void {
    this.generation += 1;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.player?.destroy();
    this.player = null;
    this.element?.replaceChildren();
    if (this.state.phase !== 'idle') {
      this.state = { ...this.state, phase: 'idle', playing: false };
      for (const listener of this.listeners) listener();
    }
  }

  private run(effect: PlayerEffect): void {
    switch (effect.type) {
      case 'recordView':
        this.options.onFirstPlay();
        return;
      case 'play':
        this.player?.playVideo();
        return;
      case 'pause':
        this.player?.pauseVideo();
        return;
      case 'seek':
        if (effect.delayMs <= 0) {
          this.player?.seekTo(effect.seconds, true);
          return;
        }
        {
          const timer = setTimeout(() => {
            this.timers.delete(timer);
            this.player?.seekTo(effect.seconds, true);
          }, effect.delayMs);
          this.timers.add(timer);
        }
        return;
      case 'loadPlayer':
        this.loadPlayer();
        return;
    }
  }

  private loadPlayer(): void {
    const { source, createPlayer } = this.options;
    if (!this.element || !source) {
      this.dispatch({ type: 'scriptFailed' });
      return;
    }
    this.player?.destroy();
    this.player = null;
    // The player replaces the element it gets: give it a child React does not own.
    const mount = document.createElement('div');
    mount.className = 'h-full w-full';
    this.element.replaceChildren(mount);
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    createPlayer(mount, source, {
      onReady: () => current() && this.dispatch({ type: 'ready' }),
      onTime: (seconds) => current() && this.updateTime(seconds),
      onStateChange: (code) => current() && this.dispatch({ type: 'stateChange', code }),
      onError: (code) => current() && this.dispatch({ type: 'error', code }),
    }).then(
      (player) => {
        if (current()) this.player = player;
        else player.destroy();
      },
      (error: unknown) => {
        console.warn('Video player unavailable', error);
        if (current()) this.dispatch({ type: 'scriptFailed' });
      },
    );
  }
}
