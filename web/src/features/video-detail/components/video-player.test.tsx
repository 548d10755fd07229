import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, i18n, render, screen, userEvent, waitFor } from '../../../testing/test-utils.tsx';
import { MediaElementError } from '../hooks/player-machine.ts';
import { useVideoPlayer } from '../hooks/use-video-player.ts';
import type { CreatePlayer, PlayerCallbacks } from '../hooks/youtube-player.ts';
import { VideoPlayer } from './video-player.tsx';

/** A stand-in for the YouTube player (a third-party API): records calls, lets the test fire events. */
function fakeYoutube({ fail = false } = {}) {
  const player = { playVideo: vi.fn(), pauseVideo: vi.fn(), seekTo: vi.fn(), destroy: vi.fn() };
  let callbacks: PlayerCallbacks | null = null;
  const createPlayer = vi.fn<CreatePlayer>(async (element, _videoId, events) => {
    if (fail) throw new Error('offline');
    callbacks = events;
    element.append(Object.assign(document.createElement('iframe'), { title: 'fake player' }));
    return player;
  });
  const fire = (action: (events: PlayerCallbacks) => void) => {
    if (!callbacks) throw new Error('the player was not created');
    act(() => action(callbacks!));
  };
  return { player, createPlayer, fire };
}

function Harness({
  createPlayer,
  onFirstPlay,
  initialSeek = null,
}: {
  createPlayer: CreatePlayer;
  onFirstPlay: () => void;
  initialSeek?: number | null;
}) {
  const player = useVideoPlayer({ source: 'PCKSiDbtPZ9', initialSeek, onFirstPlay, createPlayer });
  return (
    <>
      <VideoPlayer
        title="The Cedar Carvers"
        thumbnail="https://i.ytimg.com/vi/PCKSiDbtPZ9/hqdefault.jpg"
        duration="00:35:00"
        kind="youtube"
        player={player}
      />
      <button type="button" onClick={() => player.seekTo(400)}>
        seek 400
      </button>
      <output data-testid="playing">{String(player.state.playing)}</output>
    </>
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const playButton = () => screen.getByRole('button', { name: 'Play video: The Cedar Carvers' });

/** Presses play and waits for the fake player's iframe. */
async function startPlayer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(playButton());
  await waitFor(() => expect(screen.getByTitle('fake player')).toBeInTheDocument());
}

describe('VideoPlayer with useVideoPlayer', () => {
  it('shows thumbnail, play button and duration, and loads nothing before play', () => {
    const yt = fakeYoutube();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} />);
    expect(playButton()).toBeInTheDocument();
    expect(screen.getByText('35:00')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/PCKSiDbtPZ9/hqdefault.jpg');
    expect(yt.createPlayer).not.toHaveBeenCalled();
  });

  it('falls back to a placeholder when the thumbnail fails to load', () => {
    render(<Harness createPlayer={fakeYoutube().createPlayer} onFirstPlay={vi.fn()} />);
    fireEvent.error(document.querySelector('img')!);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByTestId('thumbnail-placeholder')).toBeInTheDocument();
    expect(playButton()).toBeInTheDocument();
  });

  it('play creates the player, records one view, plays on ready and tracks playing', async () => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    const onFirstPlay = vi.fn();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={onFirstPlay} />);
    await user.click(playButton());
    expect(yt.createPlayer).toHaveBeenCalledWith(expect.any(HTMLElement), 'PCKSiDbtPZ9', expect.any(Object));
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Loading the player…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('fake player')).toBeInTheDocument());
    yt.fire((events) => events.onReady());
    expect(yt.player.playVideo).toHaveBeenCalledTimes(1);
    expect(yt.player.seekTo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    yt.fire((events) => events.onStateChange(1));
    expect(screen.getByTestId('playing')).toHaveTextContent('true');
    yt.fire((events) => events.onStateChange(2));
    expect(screen.getByTestId('playing')).toHaveTextContent('false');
    yt.fire((events) => events.onStateChange(3));
    expect(screen.getByTestId('playing')).toHaveTextContent('true');
    yt.fire((events) => events.onStateChange(0));
    expect(screen.getByTestId('playing')).toHaveTextContent('false');
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
  });

  it('a deep-link start (?t=) is announced and applied when the player is ready', async () => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} initialSeek={425} />);
    expect(screen.getByText('Playback starts at 00:07:05')).toBeInTheDocument();
    await startPlayer(user);
    yt.fire((events) => events.onReady());
    expect(yt.player.seekTo).toHaveBeenCalledWith(425, true);
    expect(yt.player.seekTo.mock.invocationCallOrder[0]).toBeLessThan(yt.player.playVideo.mock.invocationCallOrder[0]!);
  });

  it('a seek before ready stays pending and applies 50 ms after playing', async () => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'seek 400' }));
    expect(yt.createPlayer).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByTitle('fake player')).toBeInTheDocument());
    vi.useFakeTimers();
    yt.fire((events) => events.onStateChange(1));
    expect(yt.player.seekTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(50));
    expect(yt.player.seekTo).toHaveBeenCalledWith(400, true);
    // Ready after that has nothing pending left: it only plays.
    yt.fire((events) => events.onReady());
    expect(yt.player.seekTo).toHaveBeenCalledTimes(1);
  });

  it('a seek on a ready player seeks and plays at once', async () => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} />);
    await startPlayer(user);
    yt.fire((events) => events.onReady());
    await user.click(screen.getByRole('button', { name: 'seek 400' }));
    expect(yt.player.seekTo).toHaveBeenCalledWith(400, true);
    expect(yt.player.playVideo).toHaveBeenCalledTimes(2);
  });

  it.each([2, 5, 100, 101, 150])('player error %i shows the load error', async (code) => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} />);
    await startPlayer(user);
    yt.fire((events) => events.onReady());
    yt.fire((events) => events.onError(code));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video data. Please try again later.');
  });

  it.each([
    [MediaElementError.network, 'The recording could not be loaded. Check your connection and try again.'],
    [
      MediaElementError.unsupported,
      'This recording cannot be played here: the file may be missing, or in a format this browser does not play.',
    ],
  ])('a media file error %i shows its own message', async (code, message) => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} />);
    await startPlayer(user);
    yt.fire((events) => events.onReady());
    yt.fire((events) => events.onError(code));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('when the player script cannot load, says so and retries without a second view', async () => {
    const user = userEvent.setup();
    const yt = fakeYoutube({ fail: true });
    const onFirstPlay = vi.fn();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Harness createPlayer={yt.createPlayer} onFirstPlay={onFirstPlay} />);
    await user.click(playButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The video player could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry loading the player' }));
    expect(yt.createPlayer).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('The video player could not be loaded');
    expect(onFirstPlay).toHaveBeenCalledTimes(1);
  });

  it('destroys the player on unmount and ignores its late events', async () => {
    const user = userEvent.setup();
    const yt = fakeYoutube();
    const { unmount } = render(<Harness createPlayer={yt.createPlayer} onFirstPlay={vi.fn()} />);
    await startPlayer(user);
    unmount();
    expect(yt.player.destroy).toHaveBeenCalledTimes(1);
    yt.fire((events) => events.onReady());
    expect(yt.player.playVideo).not.toHaveBeenCalled();
  });
});
