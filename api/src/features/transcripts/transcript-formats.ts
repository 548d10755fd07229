import mammoth from 'mammoth';
import srtParser from 'srt-parser-2';
import webvtt from 'webvtt-parser';
import { ErrorCode } from '#contracts/errors';
import { formatTime } from '#contracts/time';
import type { TranscriptFormat } from '#contracts/transcripts';
import { formatMarker, parseTimedTranscript } from '#contracts/transcript-timing';
import { HttpError } from '../../lib/http-error.ts';

// Reads a transcript file of another tool into Atlas's marked text: one paragraph per cue, each
// opening with its `[hh:mm:ss]` marker (docs/behaviour.md §700). OHMS files are read by ohms-import.ts.

/** A cue or marked paragraph; null start for text without a marker. */
interface ImportedCue {
  start: number | null;
  end: number | null;
  text: string;
}

const refuse = (message: string) => new HttpError(400, ErrorCode.invalidImport, `${message} Nothing was saved.`);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00A0', lrm: '\u200E', rlm: '\u200F', quot: '"' };

/** Cue payload as prose: a voice span becomes "Name: ", other tags go, line breaks become spaces. */
function cueProse(text: string): string {
  return text
    .replace(/<v(?:\.[^\s>]*)?[ \t]+([^>]+)>/g, (_tag, name: string) => `${name.trim()}: `)
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .trim();
}

/** Refuses the first cue that ends before it starts, naming it (1-based, as players and editors count). */
function checkCueTimes(cues: ImportedCue[]): void {
  const index = cues.findIndex((cue) => cue.start !== null && cue.end !== null && cue.end < cue.start);
  if (index === -1) return;
  const cue = cues[index]!;
  throw new HttpError(
    400,
    ErrorCode.cueEndsBeforeStart,
    `Cue ${index + 1} ends (${clock(cue.end!)}) before it starts (${clock(cue.start!)}). Nothing was saved.`,
    [{ path: `cues.${index}`, message: 'The cue ends before it starts.' }],
  );
}

/** hh:mm:ss, with milliseconds when the time has them. */
function clock(seconds: number): string {
  const millis = Math.round((seconds % 1) * 1000);
  return millis === 0 ? formatTime(seconds) : `${formatTime(seconds)}.${String(millis).padStart(3, '0')}`;
}

/**
 * Cues as marked paragraphs separated by blank lines. A cue's end is kept in its marker where the next cue
 * does not start then (a pause, or the last cue), so captions keep the file's gaps (docs/behaviour.md §700).
 */
function markedText(cues: ImportedCue[], recordingSeconds: number | null): string {
  const kept = cues.filter((cue) => cue.text.trim() !== '');
  return kept
    .map((cue, index) => {
      if (cue.start === null) return cue.text.trim();
      const next = kept[index + 1]?.start ?? null;
      // The last paragraph of a text without ends runs to the recording's end, when that is known.
      const end = cue.end ?? (next === null && recordingSeconds !== null && recordingSeconds > cue.start ? recordingSeconds : null);
      return `${formatMarker(cue.start, end !== null && end !== next ? end : null)} ${cue.text.trim()}`;
    })
    .join('\n\n');
}

function readVtt(content: string): ImportedCue[] {
  const text = content.replace(/^\uFEFF/, '');
  if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) throw refuse('This is not a WebVTT file: it does not begin with "WEBVTT".');
  const parsed = new webvtt.WebVTTParser().parse(text, 'metadata');
  return parsed.cues.map((cue) => ({ start: cue.startTime, end: cue.endTime, text: cueProse(cue.text) }));
}

function readSrt(content: string): ImportedCue[] {
  const cues = new srtParser().fromSrt(content.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  return cues.map((cue) => ({ start: cue.startSeconds, end: cue.endSeconds, text: cueProse(cue.text) }));
}

/** Marked text as Atlas stores it; a paragraph whose marker goes back in time counts as ending before it starts. */
function readMarked(content: string): ImportedCue[] {
  const paragraphs = parseTimedTranscript(content.replace(/^\uFEFF/, ''));
  let latest = -1;
  return paragraphs.map((paragraph) => {
    const cue = { start: paragraph.start, end: paragraph.end, text: paragraph.text };
    if (paragraph.start !== null) {
      // The previous timed paragraph "ends" where this one starts: a marker before it is out of order.
      if (paragraph.start < latest) return { ...cue, start: latest, end: paragraph.start };
      latest = paragraph.start;
    }
    return cue;
  });
}

async function readDocx(content: Buffer): Promise<ImportedCue[]> {
  // A DOCX is a zip: "PK" first. Word's paragraphs come out separated by blank lines.
  if (content.subarray(0, 2).toString('latin1') !== 'PK') throw refuse('This is not a DOCX file.');
  let raw: string;
  try {
    raw = (await mammoth.extractRawText({ buffer: content })).value;
  } catch {
    throw refuse('The DOCX file could not be read.');
  }
  return readMarked(raw);
}

/**
 * The file as marked text; refuses (400) what cannot be read or has a cue ending before it starts.
 * `recordingSeconds`: the recording's length, where the last of paragraphs without ends stops.
 */
export async function readTranscriptFile(
  format: Exclude<TranscriptFormat, 'ohms'>,
  content: Buffer,
  recordingSeconds: number | null = null,
): Promise<string> {
  const cues =
    format === 'docx'
      ? await readDocx(content)
      : format === 'vtt'
        ? readVtt(content.toString('utf8'))
        : format === 'srt'
          ? readSrt(content.toString('utf8'))
          : readMarked(content.toString('utf8'));
  checkCueTimes(cues);
  const text = markedText(cues, recordingSeconds);
  if (text === '') throw refuse(`The ${format.toUpperCase()} file holds no transcript text.`);
  return text;
}
