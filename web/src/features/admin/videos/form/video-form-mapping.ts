import { gazetteer } from '#contracts/gazetteer';
import { type FullMediaInput, FullMediaInputSchema, type Media } from '#contracts/media';
import { numberOrNull, type VideoFormValues } from './video-form-schema.ts';

/** docs/behaviour.md §3: comma-split, trimmed, blanks removed. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The gazetteer's name for a place typed in Latin or Arabic script; anything else as typed. */
export function storedRegion(typed: string): string {
  const name = typed.trim();
  return (name === '' ? undefined : gazetteer.find(name)?.name) ?? name;
}

/**
 * Valid form values → the one atomic save's payload, checked against the contract. Segments
 * and participants carry no `media` id: the full save's path names the video.
 */
export function toFullMediaInput(values: VideoFormValues): FullMediaInput {
  // A place of the gazetteer is stored under its entry's name, however it was typed (docs/behaviour.md §903).
  const region = storedRegion(values.region);
  const input: FullMediaInput = {
    media: {
      title: values.title.trim(),
      description: values.description.trim(),
      acknowledgement: values.acknowledgement.trim(),
      visibility: values.visibility,
      restriction: values.restriction.trim(),
      interview_date: values.interview_date.trim() || null,
      url: values.url.trim(),
      media_file: values.media_file,
      duration: values.duration.trim(),
      region: { name: region, latitude: numberOrNull(values.latitude), longitude: numberOrNull(values.longitude) },
      topics: splitList(values.topics),
      important_people: splitList(values.important_people),
      places: splitList(values.places),
      original_language: values.original_language.trim(),
      transcript: values.transcripts.map((t) => ({ language: t.language.trim(), text: t.text.trim() })),
    },
    // Numbers are the segments' places in the list (docs/behaviour.md §903).
    segments: values.segments.map((s, index) => ({
      number: index + 1,
      title: s.title.trim(),
      start_time: s.start_time.trim(),
      end_time: s.end_time.trim(),
      description: s.description.trim(),
      transcript: s.transcript,
    })),
    participants: values.participants.map((p) => ({
      first_name: p.first_name.trim(),
      last_name: p.last_name.trim(),
      phone: p.phone.trim(),
      role: Number(p.role),
    })),
  };
  FullMediaInputSchema.parse(input);
  return input;
}

/** A stored video → form values for edit mode. */
export function toFormValues(media: Media): VideoFormValues {
  return {
    title: media.title,
    description: media.description,
    acknowledgement: media.acknowledgement,
    visibility: media.visibility,
    restriction: media.restriction || 'none',
    interview_date: media.interview_date ?? '',
    url: media.url,
    media_file: media.media_file,
    duration: media.duration,
    region: media.region?.name ?? '',
    latitude: media.region?.latitude == null ? '' : String(media.region.latitude),
    longitude: media.region?.longitude == null ? '' : String(media.region.longitude),
    topics: media.topics.map((t) => t.name).join(', '),
    important_people: media.important_people.map((p) => p.name).join(', '),
    places: media.places.join(', '),
    original_language: media.original_language ?? '',
    transcripts: media.transcripts.map((t) => ({ language: t.language, text: t.text })),
    segments: [...media.segments]
      .sort((a, b) => a.number - b.number)
      .map((s) => ({
        number: String(s.number),
        title: s.title,
        start_time: s.start_time,
        end_time: s.end_time,
        description: s.description,
        transcript: s.transcript,
      })),
    participants: media.participants.map((p) => ({
      first_name: p.first_name,
      last_name: p.last_name,
      phone: p.phone ?? '',
      role: String(p.role),
    })),
  };
}
