import type { Media, Segment, Transcript } from '#contracts/media';
import { machineNote } from '#contracts/transcripts';
import { captionCues } from './caption-cues.ts';
import { parseTime } from '#contracts/time';
import { formatVttTimestamp, parseTimedTranscript } from '#contracts/transcript-timing';

// WebVTT documents built from a video's segments and timed transcripts.

export const VTT_CONTENT_TYPE = 'text/vtt; charset=utf-8';
/** A last cue whose end nobody wrote lasts until the video ends, or this long when the duration is unknown. */
const OPEN_CUE_SECONDS = 10;

interface Cue {
  id?: string;
  start: number;
  end: number;
  text: string;
}

/** Cue text cannot hold a blank line, "-->", or raw markup characters. */
function cueText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n[ \t]*(\n[ \t]*)+/g, '\n')
    .trim();
}

function document(cues: Cue[], note: string | null = null): string {
  const blocks = cues
    .filter((cue) => cue.end > cue.start && cueText(cue.text) !== '')
    .map(
      (cue) => `${cue.id ? `${cue.id}\n` : ''}${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}\n${cueText(cue.text)}`,
    );
  // A NOTE block cannot hold "-->"; the note is ours and never does.
  return ['WEBVTT', ...(note ? [`NOTE ${note}`] : []), ...blocks].join('\n\n') + '\n';
}

const durationOf = (media: Media) => parseTime(media.duration);

/** One cue per segment, titled; a segment without a usable end runs to the next one (or the video's end). */
export function chaptersVtt(media: Media): string {
  const segments = [...media.segments].sort((a, b) => parseTime(a.start_time) - parseTime(b.start_time));
  return document(
    segments.map((segment: Segment, index) => {
      const start = parseTime(segment.start_time);
      const next = segments[index + 1];
      const written = parseTime(segment.end_time);
      const end = written > start ? written : next ? parseTime(next.start_time) : Math.max(durationOf(media), start + OPEN_CUE_SECONDS);
      return { id: `segment-${segment.number}`, start, end, text: segment.title };
    }),
  );
}

/** The paragraphs of a timed transcript as cues, each ending where the next starts (or with the video). */
function paragraphCues(media: Media, transcript: Transcript): Cue[] {
  const cues: Cue[] = [];
  for (const paragraph of parseTimedTranscript(transcript.text)) {
    const previous = cues.at(-1);
    if (paragraph.start === null && previous) {
      previous.text += `\n${paragraph.text}`;
      continue;
    }
    cues.push({ start: paragraph.start ?? 0, end: paragraph.end ?? Number.NaN, text: paragraph.text });
  }
  const duration = durationOf(media);
  cues.forEach((cue, index) => {
    if (!Number.isNaN(cue.end)) return;
    const next = cues[index + 1];
    cue.end = next && next.start > cue.start ? next.start : Math.max(duration, cue.start + OPEN_CUE_SECONDS);
  });
  return cues;
}

/**
 * Cues of a transcript with time markers, one per paragraph. Text before the first marker starts at 0; a
 * paragraph without a marker belongs to the cue before it.
 */
export function transcriptVtt(media: Media, transcript: Transcript): string {
  return document(paragraphCues(media, transcript), machineNote(transcript));
}

/** The same transcript cut as captions are read (caption-cues.ts: at most 7 s, 2 lines of 42 characters). */
export function captionsVtt(media: Media, transcript: Transcript): string {
  return document(paragraphCues(media, transcript).flatMap(captionCues), machineNote(transcript));
}
