import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ErrorCode } from '#contracts/errors';
import { type FullMediaInput, FullMediaInputSchema } from '#contracts/media';
import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import { formatTime } from '#contracts/time';
import { HttpError } from '../../lib/http-error.ts';
import { ORIGINAL_LANGUAGE_NOTE } from './ohms-export.ts';
import { markersFromSync } from './ohms-sync.ts';

// Reads one OHMS XML record into the wizard's full save, as a new archived video to review.
// Refuses (nothing saved) anything that is not well-formed OHMS, and every DTD or entity
// declaration: entities are never resolved, so no file can reach outside itself (XXE).

const REPEATED = new Set(['record', 'subject', 'keyword', 'interviewee', 'interviewer', 'point', 'gpspoints']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;
const refuse = (message: string, errors?: { path: string; message: string }[]) =>
  new HttpError(400, ErrorCode.invalidImport, message, errors);

/** Text of an element whether it parsed as a string or as an object with attributes. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim();
  return '';
}
const texts = (value: unknown) => (Array.isArray(value) ? value : []).map(text).filter(Boolean);
const splitList = (value: unknown) =>
  text(value)
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
const unique = (values: string[]) => [...new Set(values)];
const joinAlt = (main: string, alt: string, separator: string) => (main && alt ? `${main}${separator}${alt}` : main || alt);

/** Seconds of "h:mm:ss", "hh:mm:ss" or a plain number of seconds; null when unreadable. */
function seconds(value: string): number | null {
  const clock = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:\.\d+)?$/.exec(value);
  if (clock) return Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return /^\d+(\.\d+)?$/.test(value) ? Math.floor(Number(value)) : null;
}

function recordOf(file: string): Node {
  // A byte-order mark is an encoding signature, not content.
  const xml = file.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw refuse('The file declares a DTD or entities, which are not accepted (they could read files on the server). Nothing was saved.');
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw refuse(`The file is not well-formed XML (line ${valid.err.line}: ${valid.err.msg}). Nothing was saved.`);
  }
  const root = (parser.parse(xml) as Node).ROOT as Node | undefined;
  const records = root && typeof root === 'object' ? (root.record as Node[] | undefined) : undefined;
  if (!records || records.length === 0)
    throw refuse('This is not an OHMS file: it has no <ROOT> element holding a <record>. Nothing was saved.');
  if (records.length > 1) throw refuse(`The file holds ${records.length} records; import one record per file. Nothing was saved.`);
  return records[0]!;
}

interface GpsPoint {
  name: string;
  latitude: number | null;
  longitude: number | null;
}

function gpsPoints(points: Node[]): GpsPoint[] {
  return points.flatMap((point) =>
    (Array.isArray(point.gpspoints) ? (point.gpspoints as Node[]) : []).map((gps) => {
      const [latitude, longitude] = text(gps.gps)
        .split(',')
        .map((n) => Number(n.trim()));
      const located =
        text(gps.gps) !== '' &&
        Number.isFinite(latitude) &&
        Number.isFinite(longitude) &&
        Math.abs(latitude!) <= 90 &&
        Math.abs(longitude!) <= 180;
      return { name: text(gps.gps_text), latitude: located ? latitude! : null, longitude: located ? longitude! : null };
    }),
  );
}

function transcriptOf(record: Node, suffix: '' | '_alt', language: string) {
  const vtt = text(record[`vtt_transcript${suffix}`]);
  const plain = text(record[`transcript${suffix}`]);
  const body = vtt || markersFromSync(plain, text(record[`sync${suffix}`]));
  return body ? [{ language: language || 'Unknown', text: body }] : [];
}

/**
 * The recording's length for the last index point's end: the file's own `<duration>`, else what Atlas
 * knows (the interview's duration, or the `duration` staff were asked for). With index points and none
 * of these, 400 `duration_required` naming the field (docs/behaviour.md §700).
 */
function durationFor(record: Node, timedPoints: number, known: number | null): number | null {
  const own = seconds(text(record.duration));
  const duration = own !== null && own > 0 ? own : known !== null && known > 0 ? known : null;
  if (duration === null && timedPoints > 0) {
    throw new HttpError(
      400,
      ErrorCode.durationRequired,
      'The last index point has no end and the file gives no duration: send the recording’s duration as `duration` (hh:mm:ss). Nothing was saved.',
      [{ path: 'duration', message: 'Give the recording’s duration (hh:mm:ss).' }],
    );
  }
  return duration;
}

/**
 * The OHMS record as a full save of a new, archived video; throws a 400 (invalid_import, or
 * duration_required when `knownDuration` is needed and missing) otherwise.
 */
export function readOhms(xml: string, knownDuration: number | null = null): FullMediaInput {
  const record = recordOf(xml);
  const title = text(record.title);
  if (!title) throw refuse('The OHMS record has no title. Nothing was saved.');
  const points = ((record.index as Node | undefined)?.point as Node[] | undefined) ?? [];
  const timed = points
    .map((point) => ({ point, start: seconds(text(point.time)) }))
    .filter((p): p is { point: Node; start: number } => p.start !== null)
    .sort((a, b) => a.start - b.start);
  const duration = durationFor(record, timed.length, knownDuration);
  const gps = gpsPoints(points);
  const region = gps.find((g) => g.latitude !== null);
  const dateValue = text((record.date as Node | undefined)?.['@_value']);
  const note = text(record.user_notes);
  const language = text(record.language);

  const input: FullMediaInput = {
    media: {
      title,
      description: text(record.description),
      acknowledgement: text(record.funding),
      visibility: 'archived',
      restriction: text(record.rights) || 'none',
      interview_date: /^\d{4}-\d{2}-\d{2}$/.test(dateValue) ? dateValue : null,
      url: text(record.media_url),
      duration: duration === null ? '' : formatTime(duration),
      region: region ? { name: region.name || title, latitude: region.latitude, longitude: region.longitude } : null,
      topics: unique(
        texts(record.subject).length ? texts(record.subject) : points.flatMap((p) => [...splitList(p.subjects), ...splitList(p.keywords)]),
      ),
      important_people: unique(texts(record.keyword)),
      places: unique(gps.filter((g) => g.latitude === null && g.name).map((g) => g.name)),
      original_language: note.startsWith(ORIGINAL_LANGUAGE_NOTE)
        ? note.split('\n')[0]!.slice(ORIGINAL_LANGUAGE_NOTE.length).trim()
        : language || null,
      transcript: [...transcriptOf(record, '', language), ...transcriptOf(record, '_alt', text(record.transcript_alt_lang))],
    },
    segments: timed.map(({ point, start }, index) => {
      const end = timed[index + 1]?.start ?? Math.max(duration ?? start, start);
      return {
        number: index + 1,
        title: joinAlt(text(point.title), text(point.title_alt), ' / ') || `Index point ${index + 1}`,
        start_time: formatTime(start),
        end_time: formatTime(end),
        description: joinAlt(text(point.synopsis), text(point.synopsis_alt), '\n\n'),
        transcript: joinAlt(text(point.partial_transcript), text(point.partial_transcript_alt), '\n\n'),
      };
    }),
    participants: [
      ...texts(record.interviewer).map((name) => ({ ...splitName(name), role: ROLE_HOST })),
      ...texts(record.interviewee).map((name) => ({ ...splitName(name), role: ROLE_GUEST })),
    ],
  };
  const checked = FullMediaInputSchema.safeParse(input);
  if (!checked.success) {
    const errors = checked.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw refuse(`The OHMS record has values Atlas cannot store (${errors[0]!.path}: ${errors[0]!.message}). Nothing was saved.`, errors);
  }
  return input;
}

/** "First Last Names" → first word and the rest; a one-word name keeps "-" as its last name (both are required). */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first, ...rest] = name.split(/\s+/);
  return { first_name: first!, last_name: rest.join(' ') || '-' };
}
