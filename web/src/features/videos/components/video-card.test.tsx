import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaSummary } from '#contracts/media';
import { cleanup, fireEvent, i18n, renderApp, screen, within } from '../../../testing/test-utils.tsx';
import { VideoCard } from './video-card.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const base: MediaSummary = {
  id: 7,
  title: 'Wild Hives Under the Cedars',
  description: '',
  acknowledgement: '',
  visibility: 'public',
  restriction: 'none',
  interview_date: '2023-05-01',
  url: 'https://youtu.be/abc',
  media_file: false,
  duration: '00:17:20',
  region: { name: 'Ifrane', latitude: 33.5, longitude: -5.1 },
  original_language: 'Tamazight',
  topics: [{ name: 'Beekeeping' }],
  important_people: [],
  places: ['Azrou'],
  participants: [],
  guest: 'Said Oulhaj',
  host: 'Amina',
  youtubeid: 'abc',
  thumbnail: 'https://i.ytimg.com/vi/abc/hqdefault.jpg',
  metadata: { views: 0, likes: 0, comments: 0, category: '', tags: [], featured: false },
  access: 'open',
  sealed_until: null,
  withheld_passages: 0,
  created_at: '',
  updated_at: '',
};

function renderCard(video: MediaSummary) {
  renderApp(<VideoCard video={video} />);
  return screen.getByRole('article');
}

describe('VideoCard', () => {
  it('shows thumbnail, duration and title linking to the detail page; archive text carries dir="auto"', () => {
    const card = renderCard(base);
    const link = within(card).getAllByRole('link')[0]!;
    expect(link).toHaveAttribute('href', '/archive/7');
    expect(within(card).getByRole('heading', { name: 'Wild Hives Under the Cedars' })).toHaveAttribute('dir', 'auto');
    expect(within(card).getAllByText('Said Oulhaj')[0]).toHaveAttribute('dir', 'auto');
    expect(card.querySelector('img')).toHaveAttribute('src', base.thumbnail);
    expect(within(card).getByText('17:20')).toBeInTheDocument();
    expect(within(card).queryByText('Region')).toBeNull();
  });

  it('names the link by its title first, shows region · date · language and links chips to the filtered archive', () => {
    const card = renderCard(base);
    expect(within(card).getAllByRole('link')[0]!.textContent).toMatch(/^Wild Hives Under the Cedars/);
    expect(within(card).getByTestId('card-meta')).toHaveTextContent('Ifrane · May 1, 2023 · Tamazight');
    const chips = [...card.querySelectorAll('a[data-chip]')].map((a) => a.getAttribute('href'));
    expect(chips).toEqual(['/archive?region=Ifrane', '/archive?topic=Beekeeping', '/archive?person=Said+Oulhaj']);
  });

  it('on Arabic pages shows Arabic place and language names and marks Latin data with lang="en"', async () => {
    await i18n.changeLanguage('ar');
    try {
      const card = renderCard(base);
      expect(within(card).getByTestId('card-meta')).toHaveTextContent('إفران · 1 مايو 2023 · الأمازيغية');
      const title = within(card).getByText('Wild Hives Under the Cedars');
      expect(title).toHaveAttribute('lang', 'en');
      expect(title).toHaveAttribute('dir', 'ltr');
      expect(card.querySelector('a[data-chip="region"]')).toHaveTextContent('إفران');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('falls back to a drawn placeholder when the thumbnail fails or is missing', () => {
    const card = renderCard(base);
    fireEvent.error(card.querySelector('img')!);
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Thumbnail unavailable' })).toBeInTheDocument();
    cleanup();
    const bare = renderCard({ ...base, thumbnail: null });
    expect(within(bare).getByTestId('thumbnail-fallback')).toBeInTheDocument();
  });

  it('shows badges for region, place, guest and topic matches only, in that order', () => {
    const card = renderCard({ ...base, match: { fields: ['topics', 'title', 'guest', 'region', 'places', 'transcript'], snippet: null } });
    const badges = within(card)
      .getAllByText(/^(Region|Place|Guest|Topic)$/)
      .map((el) => el.textContent);
    expect(badges).toEqual(['Region', 'Place', 'Guest', 'Topic']);
  });

  it('renders the snippet with <mark> for «…», as text only, linking to the time', () => {
    const snippet = {
      text: 'a «cedar» <img src=x onerror=alert(1)> «branch»',
      language: null,
      segment_number: 1,
      segment_title: 'Swarms',
      start_time: '00:03:05',
      start_seconds: 185,
    };
    const card = renderCard({ ...base, match: { fields: ['transcript'], snippet } });
    const marks = [...card.querySelectorAll('mark')].map((el) => el.textContent);
    expect(marks).toEqual(['cedar', 'branch']);
    expect(card.querySelectorAll('img[src="x"]')).toHaveLength(0);
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)>');
    const links = within(card).getAllByRole('link');
    expect(links.at(-1)).toHaveAttribute('href', '/archive/7?t=185');
    expect(links.at(-1)).toHaveTextContent('Watch from 00:03:05');
  });

  it('links a snippet without a time to the detail page', () => {
    const snippet = {
      text: '«Ifrane»',
      language: 'English',
      segment_number: null,
      segment_title: null,
      start_time: null,
      start_seconds: null,
    };
    const card = renderCard({ ...base, match: { fields: ['transcript'], snippet } });
    expect(within(card).getAllByRole('link').at(-1)).toHaveAttribute('href', '/archive/7');
  });
});
