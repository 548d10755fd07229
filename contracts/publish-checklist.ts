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

/**
 * The consent item as the server knows it (docs/behaviour.md §701): done when every narrator has a public
 * release valid today, by the consent feature's own rule; required when CONSENT_POLICY=require.
 */
export interface ConsentState {
  required: boolean;
  done: boolean;
}

const CONSENT_ITEM_MESSAGE = 'Consent: a public release, valid today, from each narrator.';

/**
 * Audio needs a transcript, video captions (a transcript with times); summary and place are advised.
 * Consent is listed when its state is known (a saved interview, read by the server): it follows its own
 * policy and error code, so the publish guard leaves it to the consent feature (api/src/features/transcripts/checklist.ts).
 */
export function checklistOf(subject: ChecklistSubject, mode: PublishChecklistMode, consent: ConsentState | null = null): Checklist {
  const audio = playableFileKind(subject.url, subject.media_file) === 'audio';
  const transcribed = subject.transcripts.some((t) => t.text.trim() !== '');
  const timed = subject.transcripts.some((t) => hasTimeMarkers(t.text));
  const items: ChecklistItem[] = [
    { item: 'transcript', required: audio, done: transcribed, message: 'A transcript of the recording.' },
    { item: 'captions', required: !audio, done: timed, message: 'Captions: a transcript with time markers.' },
    ...(consent ? [{ item: 'consent' as const, required: consent.required, done: consent.done, message: CONSENT_ITEM_MESSAGE }] : []),
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
