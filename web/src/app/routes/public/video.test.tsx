import { act, cleanup, i18n, renderApp, screen, waitFor, within } from '../../../testing/test-utils.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Media } from '#contracts/media';
import type { CreatePlayer, PlayerCallbacks } from '../../../features/video-detail/hooks/youtube-player.ts';
import { mediaFixture } from '../../../features/video-detail/testing/media-fixture.ts';
import { toVideoView } from '../../../features/video-detail/video-view.ts';
import { VideoDetail } from './video.tsx';

function fakeYoutube() {
  const player = { playVideo: vi.fn(), pauseVideo: vi.fn(), seekTo: vi.fn(), destroy: vi.fn() };
  const events: PlayerCallbacks[] = [];
  const createPlayer = vi.fn<CreatePlayer>(async (_element, _id, callbacks) => {
    events.push(callbacks);
    return player;
  });
  return { player, createPlayer, events };
}

function renderDetail({ media = mediaFixture(), startAt = null as number | null, createPlayer = fakeYoutube().createPlayer } = {}) {
  const video = toVideoView(media as Media);
  const { user, router } = renderApp(<VideoDetail video={video} startAt={startAt} createPlayer={createPlayer} />, {
    path: '/archive/:videoId',
    url: `/archive/${video.id}`,
    history: ['/archive'],
    routes: { '/archive': <p>archive list</p> },
  });
  return { user, router };
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Video detail screen', () => {
  it('shows "Interview with {guest}", the title and the information tab', () => {
    renderDetail();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Interview with Lahcen Amzil');
    expect(screen.getByText('The Cedar Carvers of Azrou')).toHaveAttribute('dir', 'auto');
    expect(tabNames()).toEqual(['Information', 'Full transcript', 'Segmented transcript']);
    expect(screen.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    const details = within(screen.getByRole('tabpanel'));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Interviewer')).toBe('Salma Idrissi');
    expect(value('Narrator')).toBe('Lahcen Amzil');
    expect(value('Original language')).toBe('Tamazight');
    expect(value('Date')).toBe('July 22, 2018');
    expect(value('Duration')).toBe('35:00');
    expect(value('Region')).toBe('Azrou');
    expect(value('Places')).toBe('Azrou, Ain Leuh');
    expect(details.getByText('Cedar forest')).toHaveAttribute('dir', 'auto');
    expect(details.getByText('Bassou Ouhrou')).toBeInTheDocument();
    expect(document.title).toContain('Interview with Lahcen Amzil');
  });

  it('shows names literally, isolated in their own direction, never as markup', () => {
    const guest = { id: 9, media: 7, first_name: '<b>حمو</b>', last_name: '{{guest}} <0>x</0>', role: 2 };
    renderDetail({ media: mediaFixture({ participants: [guest] }) });
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Interview with <b>حمو</b> {{guest}} <0>x</0>');
    expect(heading.querySelector('bdi')).toHaveAttribute('dir', 'auto');
    expect(heading.querySelector('b')).toBeNull();
  });

  it('falls back to the title without a guest, and to "-" for empty details', () => {
    renderDetail({ media: mediaFixture({ participants: [], places: [], region: null }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Cedar Carvers of Azrou');
    const details = within(screen.getByRole('tabpanel'));
    expect(details.getByText('Places').nextElementSibling).toHaveTextContent('-');
    expect(details.getByText('Region').nextElementSibling).toHaveTextContent('-');
    expect(screen.queryByRole('heading', { name: 'Guest' })).not.toBeInTheDocument();
  });

  it('reverses the tab order in Arabic and formats the date in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderDetail();
    // In the page's order, which an RTL row lays out from the right: the default tab is read first.
    expect(tabNames()).toEqual(['معلومات', 'النص الكامل', 'النص المقسّم']);
    expect(screen.getByRole('tab', { name: 'معلومات' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('مقابلة مع Lahcen Amzil');
    const date = within(screen.getByRole('tabpanel')).getByText('التاريخ').nextElementSibling?.textContent;
    expect(date).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date('2018-07-22T00:00:00Z')));
    expect(date).toContain('يوليو');
  });

  it('moves between tabs with the arrow keys, Home and End (mirrored in Arabic)', async () => {
    const { user } = renderDetail();
    screen.getByRole('tab', { name: 'Information' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Full transcript' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Full transcript' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Segmented transcript' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Segmented transcript' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    cleanup();

    await act(() => i18n.changeLanguage('ar'));
    const rtl = renderDetail();
    screen.getByRole('tab', { name: 'معلومات' }).focus();
    // In RTL the information tab is first, at the right; ← moves on visually (to the next tab).
    await rtl.user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'النص الكامل' })).toHaveAttribute('aria-selected', 'true');
    await rtl.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'معلومات' })).toHaveAttribute('aria-selected', 'true');
    await rtl.user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'النص المقسّم' })).toHaveFocus();
  });

  it('changing tab resets the transcript search text and match index', async () => {
    const { user } = renderDetail();
    await user.click(screen.getByRole('tab', { name: 'Full transcript' }));
    await user.type(screen.getByRole('searchbox'), 'cedar');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByTestId('match-counter')).toHaveTextContent('2 / 2');
    await user.click(screen.getByRole('tab', { name: 'Segmented transcript' }));
    await user.click(screen.getByRole('tab', { name: 'Full transcript' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByTestId('match-counter')).toHaveTextContent('');
    await user.type(screen.getByRole('searchbox'), 'cedar');
    expect(screen.getByTestId('match-counter')).toHaveTextContent('1 / 2');
  });

  it('a deep link (?t=) marks its segment, opens it in the segmented tab, and plays from there', async () => {
    // jsdom has no server: recording the view fails, which is only warned (docs/behaviour.md §7).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const yt = fakeYoutube();
    const { user } = renderDetail({ startAt: 425, createPlayer: yt.createPlayer });
    const episode = within(screen.getByRole('region', { name: 'Episode content' }));
    expect(episode.getByRole('button', { current: true })).toHaveTextContent('The workshop');
    expect(screen.getByRole('tab', { name: 'Segmented transcript' })).toHaveAttribute('aria-selected', 'true');
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('button', { name: '2 The workshop 12 min' })).toHaveAttribute('aria-expanded', 'true');
    expect(panel.getByRole('button', { name: '1 Opening 6 min' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    await waitFor(() => expect(yt.events).toHaveLength(1));
    act(() => yt.events[0]!.onReady());
    expect(yt.player.seekTo).toHaveBeenCalledWith(425, true);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Could not record the view', expect.anything()));
  });

  it('clicking a segment in the episode content marks it and seeks there', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const yt = fakeYoutube();
    const { user } = renderDetail({ createPlayer: yt.createPlayer });
    const episode = within(screen.getByRole('region', { name: 'Episode content' }));
    expect(episode.queryByRole('button', { current: true })).toBeNull();
    await user.click(episode.getByRole('button', { name: /The cedar market/ }));
    expect(episode.getByRole('button', { current: true })).toHaveTextContent('The cedar market');
    await waitFor(() => expect(yt.events).toHaveLength(1));
    act(() => yt.events[0]!.onReady());
    expect(yt.player.seekTo).toHaveBeenCalledWith(1135, true);
    expect(yt.player.playVideo).toHaveBeenCalled();
  });

  it('shows the guest card with a local initials avatar and no avatar request', () => {
    renderDetail();
    const card = within(screen.getByRole('region', { name: 'Guest' }));
    expect(card.getByText('LA')).toHaveAttribute('aria-hidden', 'true');
    expect(card.getByText('Lahcen Amzil')).toHaveAttribute('dir', 'auto');
    expect(card.getByText(/Interviewed by/)).toHaveTextContent('Interviewed by Salma Idrissi');
    expect(card.queryByRole('img')).toBeNull();
  });

  it('back goes to the previous page', async () => {
    const { user, router } = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/archive');
  });
});
