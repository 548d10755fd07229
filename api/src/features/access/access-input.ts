import { type MediaAccessInputSchema, type Redaction } from '#contracts/access';
import { selectionFound, type TextSelection } from '#contracts/transcript-redaction';
import { ErrorCode, type FieldError } from '#contracts/errors';
import { parseTime } from '#contracts/time';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { AccessSettings } from './access-columns.ts';
import { accessToday } from './access-time.ts';

// The rules an access write must keep beyond its schema (docs/behaviour.md §300): each breach is
// one entry of the 400 `invalid_access` answer's `errors`, and nothing is saved.

type Input = z.output<typeof MediaAccessInputSchema>;

/** A transcript as a selected passage is checked against it: its language and whole text. */
type TranscriptText = TextSelection;

/** A passage selected by its words (it names a language or words), as opposed to a time range. */
const isSelection = (r: Input['redactions'][number]) => r.language !== undefined || r.text !== undefined;

/** Whether any passage of the input is selected by its words (then the transcripts are needed to check it). */
export const selectsWords = (input: Input): boolean => input.redactions.some(isSelection);

/** A passage is a time range or a selection of words in one transcript, never both nor neither. */
function passageIssues(r: Input['redactions'][number], at: (field: string) => string, transcripts: TranscriptText[]): FieldError[] {
  const timed = r.start_time !== undefined || r.end_time !== undefined;
  const selected = isSelection(r);
  if (timed && selected) return [{ path: at('text'), message: 'A passage is either a time range or selected words, not both.' }];
  if (selected) {
    const transcript = transcripts.find((t) => t.language === r.language);
    if (!transcript) return [{ path: at('language'), message: 'The interview has no transcript in this language.' }];
    if (r.text === undefined || !selectionFound(transcript.text, r.text))
      return [{ path: at('text'), message: 'The selected words are not in this transcript.' }];
    return [];
  }
  if (r.start_time === undefined) return [{ path: at('start_time'), message: 'A passage needs its start time.' }];
  if (r.end_time === undefined) return [{ path: at('end_time'), message: 'A passage needs its end time.' }];
  return [];
}

/** A seal's own rule: it needs the day it opens, after today (a spreadsheet import asks it of a level it changes). */
export function sealIssues(input: Pick<Input, 'access' | 'sealed_until'>, today = accessToday()): FieldError[] {
  if (input.access !== 'sealed') return [];
  if (input.sealed_until === null) return [{ path: 'sealed_until', message: 'A sealed interview needs the day it opens.' }];
  if (input.sealed_until <= today) return [{ path: 'sealed_until', message: 'The day a seal opens must be after today.' }];
  return [];
}

function accessIssues(input: Input, duration: string, transcripts: TranscriptText[], today = accessToday()): FieldError[] {
  const issues: FieldError[] = [...sealIssues(input, today)];
  const length = parseTime(duration);
  input.redactions.forEach((r, index) => {
    const at = (field: string) => `redactions.${index}.${field}`;
    const shape = passageIssues(r, at, transcripts);
    issues.push(...shape);
    if (r.until !== null && r.until <= today) issues.push({ path: at('until'), message: 'The day a passage lifts must be after today.' });
    if (shape.length || r.start_time === undefined || r.end_time === undefined) return;
    if (parseTime(r.end_time) <= parseTime(r.start_time))
      issues.push({ path: at('end_time'), message: 'A passage must end after it starts.' });
    if (length > 0 && parseTime(r.end_time) > length)
      issues.push({ path: at('end_time'), message: 'A passage must end within the recording.' });
  });
  return issues;
}

/** The settings to store: passages keep their ids, new ones are numbered after the highest. */
export function settingsOf(
  input: Input,
  before: Redaction[],
  duration: string,
  transcripts: TranscriptText[],
  today = accessToday(),
): AccessSettings {
  const issues = accessIssues(input, duration, transcripts, today);
  if (issues.length) throw new HttpError(400, ErrorCode.invalidAccess, issues.map((i) => i.message).join(' '), issues);
  let next = Math.max(0, ...before.map((r) => r.id), ...input.redactions.map((r) => r.id ?? 0));
  const redactions = input.redactions.map((r): Redaction => {
    const base = { id: r.id ?? ++next, reason: r.reason, until: r.until };
    if (r.language !== undefined) return { ...base, start_time: '', end_time: '', language: r.language, text: r.text ?? '' };
    return { ...base, start_time: r.start_time ?? '', end_time: r.end_time ?? '' };
  });
  return { access: input.access, sealed_until: input.access === 'sealed' ? input.sealed_until : null, access_note: input.note, redactions };
}
