import { ErrorCode } from '#contracts/errors';
import type { TranscriptFormat } from '#contracts/transcripts';
import { parseTime } from '#contracts/time';
import { HttpError } from '../../lib/http-error.ts';
import { readOhms } from '../ohms/ohms-import.ts';
import { readTranscriptFile } from './transcript-formats.ts';
import type { TranscriptSaveInput } from '#contracts/transcripts';

// A file of another tool as the editor's save: the transcript in Atlas's marked text and, from an
// OHMS file, its index points as the video's segments (docs/behaviour.md §700).

export interface ImportRequest {
  language: string;
  format: TranscriptFormat;
  content: Buffer;
  machineGenerated: boolean;
  /** hh:mm:ss staff gave; else the held recording's probed length; else the interview's own duration. */
  duration: string | null;
  /** The length ffprobe found in the recording Atlas holds, in seconds; null without one. */
  probedSeconds: number | null;
  mediaDuration: string;
}

const seconds = (value: string | null) => (value && parseTime(value) > 0 ? parseTime(value) : null);

/** The recording's length as staff gave it, else as the held file says (docs/behaviour.md §700). */
const measuredSeconds = (request: ImportRequest) =>
  seconds(request.duration) ?? (request.probedSeconds && request.probedSeconds > 0 ? request.probedSeconds : null);

export async function transcriptFromFile(request: ImportRequest): Promise<TranscriptSaveInput> {
  const flags = { machine_generated: request.machineGenerated, corrected: false };
  if (request.format !== 'ohms') {
    // The interview's typed duration is not written into the text: the exports read it themselves.
    const text = await readTranscriptFile(request.format, request.content, measuredSeconds(request));
    return { language: request.language, text, ...flags };
  }
  const record = readOhms(request.content.toString('utf8'), measuredSeconds(request) ?? seconds(request.mediaDuration));
  const body = record.media.transcript?.[0]?.text;
  if (!body) throw new HttpError(400, ErrorCode.invalidImport, 'The OHMS record holds no transcript. Nothing was saved.');
  // The OHMS transcript may itself be WebVTT or marked text: read it as Atlas reads either.
  const text = await readTranscriptFile(body.trimStart().startsWith('WEBVTT') ? 'vtt' : 'text', Buffer.from(body, 'utf8'));
  return { language: request.language, text, ...flags, ...(record.segments.length > 0 ? { segments: record.segments } : {}) };
}
