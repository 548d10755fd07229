/**
 * The detail page's player as a small state machine (docs/behaviour.md §4 "Video detail player"), kept pure
 * so it is tested without YouTube. `transition` returns the next state and the effects the hook
 * runs against the real (or a fake) player.
 */

/** YouTube player states (IFrame API `onStateChange` data). */
export const PlayerCode = { unstarted: -1, ended: 0, playing: 1, paused: 2, buffering: 3, cued: 5 } as const;

/** Player error codes that mean the video cannot be played (docs/behaviour.md §8: they set loadError). */
const FATAL_PLAYER_ERRORS: readonly number[] = [2, 5, 100, 101, 150];

/**
 * Errors of the browser's own media element, in a range the IFrame API does not use, so the
 * machine tells the visitor whether the file could not be reached or cannot be played here.
 */
export const MediaElementError = { network: 1002, unsupported: 1004 } as const;

export type PlayerError = 'loadError' | 'scriptError' | 'mediaNetworkError' | 'mediaUnsupported';

/** docs/behaviour.md §4: a pending seek applied on "playing" waits 50 ms. */
export const SEEK_AFTER_PLAYING_DELAY_MS = 50;

type PlayerPhase =
  /** thumbnail and play button; nothing loaded from the video host yet */
  | 'idle'
  /** play pressed: the player script and iframe are loading */
  | 'loading'
  /** the player answered onReady */
  | 'ready'
  /** the player script could not load (offline, blocked) */
  | 'failed';

export interface PlayerState {
  phase: PlayerPhase;
  playing: boolean;
  /** seconds to seek to once the player can (segment click before ready, or `?t=`) */
  pendingSeek: number | null;
  /**
   * 'loadError' for player error codes, 'scriptError' when the player script failed,
   * 'mediaNetworkError' / 'mediaUnsupported' when a media file could not be fetched / decoded
   */
  error: PlayerError | null;
  /** a view is recorded once, on the first play (docs/behaviour.md §7) */
  viewRecorded: boolean;
}

export type PlayerEvent =
  | { type: 'playPressed' }
  | { type: 'pausePressed' }
  | { type: 'seekRequested'; seconds: number }
  | { type: 'scriptFailed' }
  | { type: 'ready' }
  | { type: 'stateChange'; code: number }
  | { type: 'error'; code: number };

export type PlayerEffect =
  | { type: 'loadPlayer' }
  | { type: 'recordView' }
  | { type: 'seek'; seconds: number; delayMs: number }
  | { type: 'play' }
  | { type: 'pause' };

export interface Transition {
  state: PlayerState;
  effects: PlayerEffect[];
}

export function initialPlayerState(initialSeek: number | null = null): PlayerState {
  return { phase: 'idle', playing: false, pendingSeek: initialSeek, error: null, viewRecorded: false };
}

/** Starts (or, after a failure, retries) loading the player; records the view on the first start. */
function start(state: PlayerState): Transition {
  const effects: PlayerEffect[] = [{ type: 'loadPlayer' }];
  if (!state.viewRecorded) effects.push({ type: 'recordView' });
  return { state: { ...state, phase: 'loading', error: null, viewRecorded: true }, effects };
}

function applyPending(state: PlayerState, delayMs: number): Transition {
  if (state.pendingSeek === null) return { state, effects: [] };
  return { state: { ...state, pendingSeek: null }, effects: [{ type: 'seek', seconds: state.pendingSeek, delayMs }] };
}

export function transition(state: PlayerState, event: PlayerEvent): Transition {
  switch (event.type) {
    case 'playPressed':
      if (state.phase === 'ready') return { state, effects: [{ type: 'play' }] };
      if (state.phase === 'loading') return { state, effects: [] };
      return start(state);
    case 'pausePressed':
      // Only a loaded player pauses; the player's own "paused" state change then clears `playing`.
      return state.phase === 'ready' ? { state, effects: [{ type: 'pause' }] } : { state, effects: [] };
    case 'seekRequested': {
      const seconds = Math.max(0, event.seconds);
      if (state.phase === 'ready') {
        return { state: { ...state, pendingSeek: null }, effects: [{ type: 'seek', seconds, delayMs: 0 }, { type: 'play' }] };
      }
      const pending = { ...state, pendingSeek: seconds };
      return state.phase === 'loading' ? { state: pending, effects: [] } : start(pending);
    }
    case 'scriptFailed':
      return { state: { ...state, phase: 'failed', playing: false, error: 'scriptError' }, effects: [] };
    case 'ready': {
      // The player only exists because play was pressed: seek where asked, then play.
      const applied = applyPending({ ...state, phase: 'ready' }, 0);
      return { state: applied.state, effects: [...applied.effects, { type: 'play' }] };
    }
    case 'stateChange':
      return stateChange(state, event.code);
    case 'error': {
      const error = errorOf(event.code);
      return error ? { state: { ...state, playing: false, error }, effects: [] } : { state, effects: [] };
    }
  }
}

function errorOf(code: number): PlayerError | null {
  if (code === MediaElementError.network) return 'mediaNetworkError';
  if (code === MediaElementError.unsupported) return 'mediaUnsupported';
  return FATAL_PLAYER_ERRORS.includes(code) ? 'loadError' : null;
}

function stateChange(state: PlayerState, code: number): Transition {
  switch (code) {
    case PlayerCode.playing:
      return applyPending({ ...state, playing: true }, SEEK_AFTER_PLAYING_DELAY_MS);
    case PlayerCode.buffering:
      return applyPending({ ...state, playing: true }, 0);
    case PlayerCode.paused:
      return { state: { ...state, playing: false }, effects: [] };
    case PlayerCode.ended:
      return { state: { ...state, playing: false, pendingSeek: null }, effects: [] };
    default:
      return { state, effects: [] };
  }
}
