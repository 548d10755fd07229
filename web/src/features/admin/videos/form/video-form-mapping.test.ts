import { describe, expect, it } from 'vitest';
import { toFullMediaInput } from './video-form-mapping.ts';
import { emptyVideoForm, videoFormSchema } from './video-form-schema.ts';

const valid = {
  ...emptyVideoForm(),
  title: ' A title ',
  description: 'D',
  acknowledgement: 'A',
  interview_date: '2023-05-01',
  url: 'https://youtu.be/abcdefghijk',
  region: 'Ifrane',
  latitude: 'north',
  longitude: '-5.1',
  topics: ' music, , dance ,',
  important_people: 'A, B',
  places: ' ',
  original_language: 'Darija',
  transcripts: [{ language: 'en', text: 'hello' }],
  segments: [{ number: '1', title: 'S', start_time: '00:00:00', end_time: '00:01:00', description: 'd', transcript: 'kept' }],
  participants: [{ first_name: 'F', last_name: 'L', phone: '', role: '2' }],
};

describe('toFullMediaInput (docs/behaviour.md §3 saved media payload)', () => {
  it('splits comma lists, trims, drops blanks and sends a non-numeric coordinate as null', () => {
    expect(videoFormSchema.safeParse(valid).success).toBe(true);
    const input = toFullMediaInput(valid);
    expect(input.media.title).toBe('A title');
    expect(input.media.topics).toEqual(['music', 'dance']);
    expect(input.media.important_people).toEqual(['A', 'B']);
    expect(input.media.places).toEqual([]);
    expect(input.media.region).toEqual({ name: 'Ifrane', latitude: null, longitude: -5.1 });
    expect(input.segments).toEqual([
      { number: 1, title: 'S', start_time: '00:00:00', end_time: '00:01:00', description: 'd', transcript: 'kept' },
    ]);
    expect(input.participants).toEqual([{ first_name: 'F', last_name: 'L', phone: '', role: 2 }]);
  });

  it('refuses a role below 1 and a latitude out of range in the form', () => {
    const result = videoFormSchema.safeParse({ ...valid, latitude: '91', participants: [{ ...valid.participants[0], role: '0' }] });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('form.errors.latitudeRange');
    expect(messages).toContain('form.errors.participants');
  });

  it('stores a gazetteer place under its entry name whatever the script, and numbers segments by their place', () => {
    const segment = valid.segments[0]!;
    const input = toFullMediaInput({
      ...valid,
      region: ' أزرو ',
      segments: [
        { ...segment, number: '4' },
        { ...segment, number: '9', start_time: '00:01:00', end_time: '00:02:00' },
      ],
    });
    expect(input.media.region?.name).toBe('Azrou');
    expect(input.segments.map((s) => s.number)).toEqual([1, 2]);
    expect(toFullMediaInput({ ...valid, region: 'Somewhere else ' }).media.region?.name).toBe('Somewhere else');
  });
});
