import { describe, expect, it } from 'vitest';
import {
  MediaElementError,
  type PlayerEvent,
  type PlayerState,
  SEEK_AFTER_PLAYING_DELAY_MS,
  initialPlayerState,
  transition,
} from './player-machine.ts';

/** Runs events in order; returns the last state and every effect produced. */
function run(events: PlayerEvent[], state: PlayerState = initialPlayerState()) {
  const effects = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

const ready: PlayerEvent[] = [{ type: 'playPressed' }, { type: 'ready' }];

describe('player state machine (docs/behaviour.md §4)', () => {
  it('starts idle and not playing; play loads the player and records one view', () => {
    const { state, effects } = run([{ type: 'playPressed' }]);
    expect(state).toMatchObject({ phase: 'loading', playing: false, viewRecorded: true });
    expect(effects).toEqual([{ type: 'loadPlayer' }, { type: 'recordView' }]);
  });

  it('plays when the player is ready, and play again only plays', () => {
    const first = run(ready);
    expect(first.state.phase).toBe('ready');
    expect(first.effects.at(-1)).toEqual({ type: 'play' });
    const again = transition(first.state, { type: 'playPressed' });
    expect(again.effects).toEqual([{ type: 'play' }]);
  });

  it('state 1 (playing) and 3 (buffering) set playing; 2 (paused) and 0 (ended) clear it', () => {
    let { state } = run(ready);
    state = transition(state, { type: 'stateChange', code: 1 }).state;
    expect(state.playing).toBe(true);
    state = transition(state, { type: 'stateChange', code: 2 }).state;
    expect(state.playing).toBe(false);
    state = transition(state, { type: 'stateChange', code: 3 }).state;
    expect(state.playing).toBe(true);
    state = transition(state, { type: 'stateChange', code: 0 }).state;
    expect(state.playing).toBe(false);
  });

  it('ignores states it does not know (-1 unstarted, 5 cued)', () => {
    const { state } = run(ready);
    expect(transition(state, { type: 'stateChange', code: -1 }).state).toBe(state);
    expect(transition(state, { type: 'stateChange', code: 5 }).state).toBe(state);
  });

  it('a seek before the player is ready stays pending and starts the player', () => {
    const { state, effects } = run([{ type: 'seekRequested', seconds: 400 }]);
    expect(state).toMatchObject({ phase: 'loading', pendingSeek: 400 });
    expect(effects).toEqual([{ type: 'loadPlayer' }, { type: 'recordView' }]);
  });

  it('a pending seek applies on ready, then plays', () => {
    const { state, effects } = run([{ type: 'seekRequested', seconds: 400 }, { type: 'ready' }]);
    expect(state.pendingSeek).toBeNull();
    expect(effects.slice(-2)).toEqual([{ type: 'seek', seconds: 400, delayMs: 0 }, { type: 'play' }]);
  });

  it('a seek requested while loading replaces the pending one and applies on playing after 50 ms', () => {
    const loading = run([{ type: 'playPressed' }]).state;
    const pending = transition(loading, { type: 'seekRequested', seconds: 120 });
    expect(pending.effects).toEqual([]);
    expect(pending.state.pendingSeek).toBe(120);
    // Playing can arrive before ready is handled (the player may autostart after the press).
    const playing = transition(pending.state, { type: 'stateChange', code: 1 });
    expect(playing.effects).toEqual([{ type: 'seek', seconds: 120, delayMs: SEEK_AFTER_PLAYING_DELAY_MS }]);
    expect(SEEK_AFTER_PLAYING_DELAY_MS).toBe(50);
    expect(playing.state).toMatchObject({ pendingSeek: null, playing: true });
  });

  it('a pending seek applies at once on buffering', () => {
    const loading = run([{ type: 'seekRequested', seconds: 75 }]).state;
    const buffering = transition(loading, { type: 'stateChange', code: 3 });
    expect(buffering.effects).toEqual([{ type: 'seek', seconds: 75, delayMs: 0 }]);
    expect(buffering.state.pendingSeek).toBeNull();
  });

  it('ended clears a pending seek', () => {
    const loading = run([{ type: 'seekRequested', seconds: 75 }]).state;
    const ended = transition(loading, { type: 'stateChange', code: 0 });
    expect(ended.state.pendingSeek).toBeNull();
    expect(transition(ended.state, { type: 'ready' }).effects).toEqual([{ type: 'play' }]);
  });

  it('a seek on a ready player seeks now and plays', () => {
    const { state } = run(ready);
    expect(transition(state, { type: 'seekRequested', seconds: 30 }).effects).toEqual([
      { type: 'seek', seconds: 30, delayMs: 0 },
      { type: 'play' },
    ]);
  });

  it('a deep link (?t=) is a pending seek from the start', () => {
    const { effects } = run(ready, initialPlayerState(260));
    expect(effects).toContainEqual({ type: 'seek', seconds: 260, delayMs: 0 });
  });

  it.each([2, 5, 100, 101, 150])('player error %i sets loadError', (code) => {
    const { state } = run([...ready, { type: 'stateChange', code: 1 }, { type: 'error', code }]);
    expect(state).toMatchObject({ error: 'loadError', playing: false });
  });

  it('media file errors keep their kind: the file could not be fetched, or cannot be played', () => {
    expect(run([...ready, { type: 'error', code: MediaElementError.network }]).state.error).toBe('mediaNetworkError');
    expect(run([...ready, { type: 'error', code: MediaElementError.unsupported }]).state.error).toBe('mediaUnsupported');
  });

  it('other error codes change nothing', () => {
    const { state } = run(ready);
    expect(transition(state, { type: 'error', code: 42 }).state).toBe(state);
  });

  it('a script failure shows the offline message; play retries without recording another view', () => {
    const failed = run([{ type: 'playPressed' }, { type: 'scriptFailed' }]).state;
    expect(failed).toMatchObject({ phase: 'failed', error: 'scriptError', playing: false });
    const retry = transition(failed, { type: 'playPressed' });
    expect(retry.state).toMatchObject({ phase: 'loading', error: null });
    expect(retry.effects).toEqual([{ type: 'loadPlayer' }]);
  });
});
