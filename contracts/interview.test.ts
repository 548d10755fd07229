import { describe, expect, it } from 'vitest';
import { changesBeyondTranscriber, contentDiffers, type MediaSnapshot, MediaSnapshotSchema, shownFields } from './interview.ts';

const base: MediaSnapshot = MediaSnapshotSchema.parse({
  id: 7,
  title: 'Weavers',
  description: 'One.',
  acknowledgement: '',
  visibility: 'public',
  restriction: 'none',
  interview_date: '2024-05-01',
  url: '',
  duration: '00:10:00',
  region: null,
  original_language: 'Tamazight',
  topics: ['Weaving'],
  important_people: [],
  places: [],
  metadata: { views: 3, likes: 0, comments: 0, category: '', tags: [], featured: false },
  transcripts: [{ id: 1, language: 'English', text: 'First.' }],
  segments: [{ id: 1, number: 1, title: 'Start', start_time: '00:00:00', end_time: '00:01:00', description: '', transcript: '' }],
  participants: [{ id: 1, first_name: 'Gil', last_name: 'Guest', phone: '', role: 2 }],
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-02T00:00:00Z',
});

describe('the definition of an interview', () => {
  it('tells content from stamps, plays and part ids', () => {
    const replayed = { ...base, updated_at: '2025-01-01T00:00:00Z', metadata: { ...base.metadata, views: 99 } };
    expect(contentDiffers(base, replayed)).toBe(false);
    expect(contentDiffers(base, { ...base, segments: base.segments.map((s) => ({ ...s, id: 40 })) })).toBe(false);
    expect(contentDiffers(base, { ...base, metadata: { ...base.metadata, likes: 1 } })).toBe(true);
    expect(contentDiffers(base, { ...base, sealed_until: '2030-01-01' })).toBe(true);
  });

  it('lets a transcriber change transcripts, segments and participants, and nothing else', () => {
    const retyped = { ...base, transcripts: [{ id: 1, language: 'English', text: 'First, corrected.' }] };
    expect(contentDiffers(base, retyped)).toBe(true);
    expect(changesBeyondTranscriber(base, retyped)).toBe(false);
    expect(changesBeyondTranscriber(base, { ...base, participants: [] })).toBe(false);
    expect(changesBeyondTranscriber(base, { ...base, title: 'Spinners' })).toBe(true);
    expect(changesBeyondTranscriber(base, { ...base, updated_at: '2025-01-01T00:00:00Z' })).toBe(false);
  });

  it('shows History the form fields in order, then each transcript and segment', () => {
    const keys = shownFields(base).map((field) => field.key);
    expect(keys.slice(0, 3)).toEqual(['title', 'description', 'acknowledgement']);
    expect(keys.slice(-2)).toEqual(['transcript:English', 'segment:1']);
    expect(keys).not.toContain('id');
    expect(keys).not.toContain('updated_at');
  });
});
