import {
  type MediaPage,
  MediaPageSchema,
  type MediaSummary,
  MediaSummarySchema,
  type SearchMatch,
  SearchMatchSchema,
} from '#contracts/media';
import { jsonWriterFor, SerializedJson } from '../../lib/whitelist-serializer.ts';

/** A video as a page shows it: the object (search reads its fields) and the JSON text sent. */
export interface PresentedSummary {
  value: MediaSummary;
  json: string;
}

/** The summary's text as the route's response schema would write it (declared keys only). */
const writeSummary = jsonWriterFor(MediaSummarySchema, 'a video of a page');

export const presented = (value: MediaSummary): PresentedSummary => ({ value, json: writeSummary(value) });

/** One video of a page: its summary, and on a search page what matched in it. */
export interface PageEntry {
  summary: PresentedSummary;
  match?: SearchMatch;
}

/** A page of videos before it is written: the envelope, and each video as kept. */
export type PageOfVideos = Omit<MediaPage, 'results'> & { results: PageEntry[] };

const writeEnvelope = jsonWriterFor(MediaPageSchema.omit({ results: true }), 'the envelope of a page');
const writeMatch = jsonWriterFor(SearchMatchSchema, 'what a search matched in a video');

/**
 * The page as the JSON text it is sent as: each video's text as it was written once (a search
 * adds its `match` to it), inside the envelope's text. Every part went through the response
 * schema's writer, so the whole is what the route's serializer would have written.
 */
export function writeMediaPage({ results, ...envelope }: PageOfVideos): SerializedJson {
  const videos = results.map(({ summary, match }) => (match ? `${summary.json.slice(0, -1)},"match":${writeMatch(match)}}` : summary.json));
  const head = writeEnvelope(envelope);
  return new SerializedJson(`${head.slice(0, -1)},"results":[${videos.join(',')}]}`);
}
