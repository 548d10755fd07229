import type { Media } from '#contracts/media';

/** A public video in the API's wire shape, for component tests (override what a test needs). */
export function mediaFixture(overrides: Partial<Media> = {}): Media {
  return {
    id: 7,
    title: 'The Cedar Carvers of Azrou',
    description: 'A carver remembers the workshops of Azrou.',
    acknowledgement: 'Sample content.',
    visibility: 'public',
    restriction: 'none',
    interview_date: '2018-07-22',
    url: 'https://youtu.be/PCKSiDbtPZ9',
    media_file: false,
    duration: '00:35:00',
    region: { name: ' Azrou ', latitude: 33.43, longitude: -5.22 },
    original_language: 'Tamazight',
    topics: [{ name: 'Woodwork' }, { name: 'Cedar forest' }],
    important_people: [{ name: 'Bassou Ouhrou' }],
    places: ['Azrou', 'Ain Leuh'],
    participants: [
      { id: 1, media: 7, first_name: 'Salma', last_name: 'Idrissi', role: 1 },
      { id: 2, media: 7, first_name: 'Lahcen', last_name: 'Amzil', role: 2 },
    ],
    guest: null,
    host: null,
    youtubeid: null,
    thumbnail: null,
    metadata: { views: 3, likes: 0, comments: 0, category: '', tags: [], featured: false },
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-02-01T00:00:00Z',
    transcripts: [
      { id: 11, language: 'English', text: 'The carvers of Azrou carve cedar. A carver learns carving young.\n\nThe cedar smells of the forest.' },
      { id: 12, language: 'الدارجة المغربية', text: 'كنا كنخدمو الأرز فأزرو. الأرزة كبيرة، وأحيدوس فالعرس. إحيدوس ماشي غير رقصة.' },
      { id: 13, language: 'French', text: 'Les sculpteurs d’Azrou travaillent le cèdre. Le cedre sent la forêt.' },
    ],
    segments: [
      { id: 22, media: 7, number: 2, title: 'The workshop', start_time: '00:06:40', end_time: '00:18:55', description: 'Inside the workshop.', transcript: 'We opened at dawn.' },
      { id: 21, media: 7, number: 1, title: 'Opening', start_time: '00:00:00', end_time: '00:06:40', description: 'Greetings.', transcript: 'Welcome to Azrou.' },
      { id: 23, media: 7, number: 3, title: 'The cedar market', start_time: '00:18:55', end_time: '00:35:00', description: 'Selling wood.', transcript: 'The market was on Tuesday.' },
    ],
    ...overrides,
  };
}
