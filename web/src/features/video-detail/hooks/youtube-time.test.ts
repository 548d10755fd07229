import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlayerController } from './player-controller.ts';
import { PlayerCode } from './player-machine.ts';
import { YOUTUBE_TIME_POLL_MS, createYoutubePlayer } from './youtube-player.ts';

type Events = { onReady: () => void; onStateChange: (event: { data: number }) => void; onError: (event: { data: number }) => void };

/**
 * A stand-in for the YouTube IFrame API (`window.YT.Player`), the third-party interface the page
 * polls: the test sets the time the player reports and fires its state changes.
 */
function installFakeIframeApi() {
  const fake = { time: 0, events: null as Events | null, calls: [] as string[] };
  class Player {
    constructor(_element: HTMLElement, options: { events: Events }) {
      fake.events = options.events;
    }
    getCurrentTime = () => {
      fake.calls.push('getCurrentTime');
      return fake.time;
    };
    playVideo = () => fake.calls.push('playVideo');
    pauseVideo = () => fake.calls.push('pauseVideo');
    seekTo = (seconds: number) => {
      fake.calls.push(`seekTo ${seconds}`);
      fake.time = seconds;
    };
    destroy = () => fake.calls.push('destroy');
  }
  window.YT = { Player: Player as never };
  const fire = (code: number) => fake.events!.onStateChange({ data: code });
  return { fake, fire };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete window.YT;
});

describe('YouTube time polling', () => {
  it('polls getCurrentTime only while playing or buffering, and stops on pause, end and destroy', async () => {
    const { fake, fire } = installFakeIframeApi();
    const onTime = vi.fn();
    const player = await createYoutubePlayer(document.createElement('div'), 'PCKSiDbtPZ9', {
      onReady() {},
      onStateChange() {},
      onError() {},
      onTime,
    });
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS * 4);
    expect(onTime).not.toHaveBeenCalled();

    fake.time = 1.5;
    fire(PlayerCode.playing);
    expect(onTime).toHaveBeenLastCalledWith(1.5);
    fake.time = 2;
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS);
    expect(onTime).toHaveBeenLastCalledWith(2);
    fake.time = 2.25;
    fire(PlayerCode.buffering);
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS);
    expect(onTime).toHaveBeenLastCalledWith(2.25);

    fire(PlayerCode.paused);
    const afterPause = onTime.mock.calls.length;
    fake.time = 9;
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS * 8);
    expect(onTime).toHaveBeenCalledTimes(afterPause);

    fire(PlayerCode.playing);
    fire(PlayerCode.ended);
    player.destroy();
    const afterEnd = onTime.mock.calls.length;
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS * 8);
    expect(onTime).toHaveBeenCalledTimes(afterEnd);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a seek reports its time at once, also while paused', async () => {
    installFakeIframeApi();
    const onTime = vi.fn();
    const player = await createYoutubePlayer(document.createElement('div'), 'PCKSiDbtPZ9', {
      onReady() {},
      onStateChange() {},
      onError() {},
      onTime,
    });
    player.seekTo(42, true);
    expect(onTime).toHaveBeenLastCalledWith(42);
  });

  it('through the page controller: the polled time is the page time, and a ?t=START-END range pauses at END once', async () => {
    const { fake, fire } = installFakeIframeApi();
    const controller = new PlayerController({ source: 'PCKSiDbtPZ9', createPlayer: createYoutubePlayer, onFirstPlay() {} }, 30);
    controller.setElement(document.createElement('div'));
    controller.setStopAt(40);
    controller.dispatch({ type: 'playPressed' });
    await vi.waitFor(() => expect(fake.events).not.toBeNull());
    fake.events!.onReady();
    expect(fake.calls).toEqual(['seekTo 30', 'playVideo']);
    fire(PlayerCode.playing);
    expect(controller.getTime()).toBe(30);

    fake.time = 39.8;
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS * 2);
    expect(controller.getTime()).toBe(39.8);
    expect(fake.calls).not.toContain('pauseVideo');
    fake.time = 40.1;
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS);
    expect(fake.calls.filter((call) => call === 'pauseVideo')).toHaveLength(1);

    // Playing on from there is the visitor's choice: no second stop.
    fake.time = 41;
    vi.advanceTimersByTime(YOUTUBE_TIME_POLL_MS * 4);
    expect(fake.calls.filter((call) => call === 'pauseVideo')).toHaveLength(1);
    controller.detach();
  });
});
