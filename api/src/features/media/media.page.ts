import {
  type MediaPage,
  MediaPageSchema,
  type MediaSummary,
  MediaSummarySchema,
  type SearchMatch,
  SearchMatchSchema,
} from '#contracts/media';
import { jsonWriterFor, SerializedJson } from '../../lib/whitelist-serializer.ts';

/** A video as a page shows it: the object (search reads its fields) and the JSON sent, as UTF-8. */
export interface PresentedSummary {
  value: MediaSummary;
  json: Buffer;
}

/** The summary's text as the route's response schema would write it (declared keys only). */
const writeSummary = jsonWriterFor(MediaSummarySchema, 'a video of a page');

/**
 * Encoded once when the summary is written: a page is then its kept videos' bytes put together, where
 * encoding the whole page's text again cost about a tenth of an uncached list (docs/decisions.md §1330).
 */
export const presented = (value: MediaSummary): PresentedSummary => ({ value, json: Buffer.from(writeSummary(value)) });

/** One video of a page: its summary, and on a search page what matched in it. */
export interface PageEntry {
  summary: PresentedSummary;
  match?: SearchMatch;
}

/** A page of videos before it is written: the envelope, and each video as kept. */
export type PageOfVideos = Omit<MediaPage, 'results'> & { results: PageEntry[] };

const writeEnvelope = jsonWriterFor(MediaPageSchema.omit({ results: true }), 'the envelope of a page');
const writeMatch = jsonWriterFor(SearchMatchSchema, 'what a search matched in a video');

const COMMA = Buffer.from(',');
const END = Buffer.from(']}');

/**
 * The page as the JSON it is sent as: each video's bytes as they were written once (a search adds
 * its `match` to them), inside the envelope's. Every part went through the response schema's
 * writer, so the whole is what the route's serializer would have written.
 */
export function writeMediaPage({ results, ...envelope }: PageOfVideos): SerializedJson {
  const head = writeEnvelope(envelope);
  const parts: Buffer[] = [Buffer.from(`${head.slice(0, -1)},"results":[`)];
  results.forEach(({ summary, match }, i) => {
    if (i > 0) parts.push(COMMA);
    // A summary's last byte is its closing brace: the match goes in before it.
    if (match) parts.push(summary.json.subarray(0, -1), Buffer.from(`,"match":${writeMatch(match)}}`));
    else parts.push(summary.json);
  });
  parts.push(END);
  return new SerializedJson(Buffer.concat(parts));
}
