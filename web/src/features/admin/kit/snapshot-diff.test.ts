import { describe, expect, it } from 'vitest';
import type { MediaSnapshot } from '#contracts/interview';
import { diffParagraphs, diffSnapshots } from './snapshot-diff.ts';

const base: MediaSnapshot = {
  id: 1,
  title: 'Weavers',
  description: 'One.',
  acknowledgement: '',
  visibility: 'public',
  restriction: 'none',
  interview_date: '2024-05-01',
  url: '',
  media_file: false,
  duration: '00:10:00',
  region: { name: 'Ifrane', latitude: 33.5, longitude: -5.1 },
  original_language: 'Tamazight',
  topics: ['Weaving'],
  important_people: [],
  places: ['Tizguite'],
  metadata: { views: 3, likes: 0, comments: 0, category: '', tags: [], featured: false },
  transcripts: [{ id: 1, language: 'English', text: 'First paragraph.\n\nSecond paragraph.\n\nThird paragraph.' }],
  segments: [{ id: 1, number: 1, title: 'Start', start_time: '00:00:00', end_time: '00:01:00', description: '', transcript: '' }],
  participants: [{ id: 1, first_name: 'Gil', last_name: 'Guest', phone: '', role: 2 }],
  consents: [],
  access: 'open',
  sealed_until: null,
  access_note: '',
  redactions: [],
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

describe('diffSnapshots', () => {
  it('names each changed field, with transcripts compared by paragraph', () => {
    const after: MediaSnapshot = {
      ...base,
      title: 'Weavers of Tizguite',
      topics: ['Weaving', 'Wool'],
      metadata: { ...base.metadata, views: 99 },
      transcripts: [{ id: 7, language: 'English', text: 'First paragraph.\n\nSecond paragraph, edited.\n\nThird paragraph.' }],
      updated_at: '2025-01-01T00:00:00Z',
    };
    const changes = diffSnapshots(base, after);
    expect(changes.map((c) => c.key)).toEqual(['title', 'topics', 'transcript:English']);
    expect(changes[0]!.lines).toEqual([
      { kind: 'removed', text: 'Weavers' },
      { kind: 'added', text: 'Weavers of Tizguite' },
    ]);
    expect(changes[2]).toMatchObject({ label: 'transcript', params: { language: 'English' } });
    expect(changes[2]!.lines).toEqual([
      { kind: 'same', text: 'First paragraph.' },
      { kind: 'removed', text: 'Second paragraph.' },
      { kind: 'added', text: 'Second paragraph, edited.' },
      { kind: 'same', text: 'Third paragraph.' },
    ]);
  });

  it('shows a removed segment and an added transcript language', () => {
    const after: MediaSnapshot = { ...base, segments: [], transcripts: [...base.transcripts, { id: 2, language: 'Arabic', text: 'نص' }] };
    const changes = diffSnapshots(base, after);
    expect(changes.map((c) => c.key)).toEqual(['transcript:Arabic', 'segment:1']);
    expect(changes[1]!.lines.every((l) => l.kind === 'removed')).toBe(true);
    expect(changes[0]!.lines).toEqual([{ kind: 'added', text: 'نص' }]);
  });

  it('finds nothing between equal versions', () => {
    expect(diffSnapshots(base, { ...base, updated_at: 'later' })).toEqual([]);
    expect(diffParagraphs('a\nb', 'a\nb')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
    ]);
  });
});

describe('diffSnapshots and access', () => {
  it('names a change of access level, seal and withheld passages', () => {
    const sealed = {
      ...base,
      access: 'sealed' as const,
      sealed_until: '2040-01-01',
      redactions: [{ id: 1, start_time: '00:01:00', end_time: '00:02:00', reason: 'family', until: null }],
    };
    expect(diffSnapshots(base, sealed).map((f) => f.label)).toEqual(['access', 'redactions']);
  });
});
