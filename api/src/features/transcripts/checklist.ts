import { ErrorCode } from '#contracts/errors';
import { playableFileKind } from '#contracts/media-file';
import { hasTimeMarkers } from '#contracts/transcript-timing';
import type { Checklist, ChecklistItem } from '#contracts/transcripts';
import { HttpError } from '../../lib/http-error.ts';

// What an interview lacks before it goes public (docs/behaviour.md §701): read from a stored video or
// from a save's payload, which hold the same fields.

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

/** Under PUBLISH_CHECKLIST=require, publishing a video that lacks a required item is refused (409). */
export function assertPublishable(subject: ChecklistSubject, mode: PublishChecklistMode): void {
  if (mode !== 'require') return;
  const missing = checklistOf(subject, mode).items.filter((i) => i.required && !i.done);
  if (missing.length === 0) return;
  throw new HttpError(
    409,
    ErrorCode.publishChecklist,
    `This interview cannot be published yet: ${missing.map((i) => i.message.replace(/\.$/, '').toLowerCase()).join('; ')}.`,
    missing.map((i) => ({ path: i.item, message: i.message })),
  );
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
