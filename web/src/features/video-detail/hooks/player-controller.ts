import { type PlayerEffect, type PlayerEvent, type PlayerState, initialPlayerState, transition } from './player-machine.ts';
import type { CreatePlayer, PlayerHandle } from './youtube-player.ts';

export interface PlayerControllerOptions {
  youtubeId: string | null;
  createPlayer: CreatePlayer;
  /** Called once, on the first play (spec §7: record a view). */
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

  /** Callback ref for the element the player is created in. */
  readonly setElement = (element: HTMLElement | null): void => {
    this.element = element;
  };

  readonly dispatch = (event: PlayerEvent): void => {
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
    const { youtubeId, createPlayer } = this.options;
    if (!this.element || !youtubeId) {
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
    createPlayer(mount, youtubeId, {
      onReady: () => current() && this.dispatch({ type: 'ready' }),
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
