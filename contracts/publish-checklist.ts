import { playableFileKind } from './media-file.ts';
import { hasTimeMarkers } from './transcript-timing.ts';
import type { Checklist, ChecklistItem } from './transcripts.ts';

// What an interview lacks before it goes public (docs/behaviour.md §701), shared so the admin's publish
// step shows, as staff edit, the same list the server checks: read from a stored video or a save's payload.

export type PublishChecklistMode = Checklist['mode'];

export interface ChecklistSubject {
  url: string;
  media_file: boolean;
  description: string;
  region: { name: string } | null;
  places: string[];
  transcripts: { text: string }[];
}

/** Audio needs a transcript, video captions (a transcript with times); summary and place are advised. */
export function checklistOf(subject: ChecklistSubject, mode: PublishChecklistMode): Checklist {
  const audio = playableFileKind(subject.url, subject.media_file) === 'audio';
  const transcribed = subject.transcripts.some((t) => t.text.trim() !== '');
  const timed = subject.transcripts.some((t) => hasTimeMarkers(t.text));
  const items: ChecklistItem[] = [
    { item: 'transcript', required: audio, done: transcribed, message: 'A transcript of the recording.' },
    { item: 'captions', required: !audio, done: timed, message: 'Captions: a transcript with time markers.' },
    // The consent item joins here once consent records exist; it keeps its own policy and code.
    { item: 'summary', required: false, done: subject.description.trim() !== '', message: 'A summary (description).' },
    {
      item: 'place',
      required: false,
      done: (subject.region?.name ?? '').trim() !== '' || subject.places.length > 0,
      message: 'A place: the region or a place named.',
    },
  ];
  return { mode, ready: items.every((i) => !i.required || i.done), items };
}

/** A save's payload (the wizard's step 1) as the checklist reads it. */
export function subjectOfInput(input: {
  url?: string | undefined;
  media_file?: boolean | undefined;
  description?: string | undefined;
  region?: { name: string } | null | undefined;
  places?: string[] | undefined;
  transcript?: { text: string }[] | undefined;
}): ChecklistSubject {
  return {
    url: input.url ?? '',
    media_file: input.media_file ?? false,
    description: input.description ?? '',
    region: input.region ?? null,
    places: input.places ?? [],
    transcripts: input.transcript ?? [],
  };
}
