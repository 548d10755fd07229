import { XMLBuilder } from 'fast-xml-parser';
import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import type { Media, Transcript } from '#contracts/media';
import { OHMS_NAMESPACE } from '#contracts/ohms';
import { parseTime } from '#contracts/time';
import { hasTimeMarkers } from '#contracts/transcript-timing';
import { machineNote } from '#contracts/transcripts';
import { xmlSafe } from '../oai/oai-dc.ts';
import { fullName } from '../participants/participants.presenter.ts';
import { syncFromMarkers } from './ohms-sync.ts';

// A video as an OHMS XML record (version 5.4 element names). Where Atlas and OHMS differ, the
// mapping is in docs/decisions.md §100; ohms-import.ts reads it back the same way.

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
const isWebVtt = (text: string) => /^\uFEFF?WEBVTT/.test(text);

/** <transcript>+<sync> for marked text, <vtt_transcript> for WebVTT, plain <transcript> otherwise. */
function transcriptFields(transcript: Transcript | undefined, suffix: '' | '_alt') {
  if (!transcript) return {};
  const text = xmlSafe(transcript.text);
  if (isWebVtt(text)) return { [`vtt_transcript${suffix}`]: text };
  return {
    [`transcript${suffix}`]: text,
    ...(hasTimeMarkers(text) ? { [`sync${suffix}`]: syncFromMarkers(text) } : {}),
  };
}

/** How the interview's original language is kept when it is not the transcript's (read back on import). */
export const ORIGINAL_LANGUAGE_NOTE = 'Original language: ';

/** The user notes: the original language when not the transcript's, then the machine-draft note (docs/behaviour.md §700), a line each. */
function userNotes(media: Media, primary: Transcript | undefined): string {
  const original = media.original_language ?? '';
  const language = original && primary && primary.language !== original ? `${ORIGINAL_LANGUAGE_NOTE}${original}` : '';
  const machine = primary ? machineNote(primary) : null;
  return xmlSafe([language, machine ?? ''].filter(Boolean).join('\n'));
}

export function ohmsXml(media: Media): string {
  const segments = [...media.segments].sort((a, b) => a.number - b.number);
  const topics = media.topics.map((t) => xmlSafe(t.name));
  const region = media.region;
  const gps =
    region && region.latitude !== null && region.longitude !== null
      ? { gps: `${region.latitude}, ${region.longitude}`, gps_zoom: '10', gps_text: xmlSafe(region.name) }
      : null;
  const places = media.places.map((place) => ({ gps: '', gps_text: xmlSafe(place) }));
  const [primary, alternate] = media.transcripts;
  const participants = media.participants;

  const record = {
    '@_id': String(media.id),
    '@_dt': new Date().toISOString().slice(0, 10),
    version: '5.4',
    date: { '@_value': media.interview_date ?? '', '@_format': 'yyyy-mm-dd' },
    date_nonpreferred_format: '',
    title: xmlSafe(media.title),
    duration: media.duration,
    repository: 'Atlas',
    funding: xmlSafe(media.acknowledgement),
    subject: topics,
    keyword: media.important_people.map((p) => xmlSafe(p.name)),
    interviewee: participants.filter((p) => p.role === ROLE_GUEST).map((p) => xmlSafe(fullName(p) ?? '')),
    interviewer: participants.filter((p) => p.role === ROLE_HOST).map((p) => xmlSafe(fullName(p) ?? '')),
    format: 'Video',
    language: xmlSafe(primary?.language ?? media.original_language ?? ''),
    transcript_alt_lang: xmlSafe(alternate?.language ?? ''),
    translate: alternate ? '1' : '0',
    media_url: xmlSafe(media.url),
    mediafile: { host: media.youtubeid ? 'YouTube' : 'Other', clip_format: 'video' },
    type: 'Video',
    description: xmlSafe(media.description),
    rights: xmlSafe(media.restriction),
    // OHMS has one language field, the transcript's; the interview's own language, when different, is noted.
    user_notes: userNotes(media, primary),
    ...transcriptFields(primary, ''),
    ...transcriptFields(alternate, '_alt'),
    index: {
      point: segments.map((segment, index) => ({
        time: String(parseTime(segment.start_time)),
        title: xmlSafe(segment.title),
        partial_transcript: xmlSafe(segment.transcript),
        synopsis: xmlSafe(segment.description),
        keywords: topics.join(';'),
        subjects: topics.join(';'),
        // The region's point on every index point; the places ride on the first, without coordinates.
        gpspoints: [...(gps ? [gps] : []), ...(index === 0 ? places : [])],
      })),
    },
  };
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    ROOT: {
      '@_xmlns': OHMS_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${OHMS_NAMESPACE}/ohms.xsd`,
      record,
    },
  }) as string;
}
