import { MediaPageSchema, type MediaSummary, MediaSummarySchema, type SearchMatch, SearchMatchSchema } from '#contracts/media';
import type { MediaPage } from '#contracts/media';
import { jsonWriterOf, WrittenJson } from '../../lib/json-schema-serializer.ts';

/**
 * A video as a page shows it: the object (search reads its fields) and its JSON as the route's serializer writes it,
 * as UTF-8; what the public's pages keep of each video (plugins/caches.ts `summaries`).
 */
export interface PresentedSummary {
  value: MediaSummary;
  json: Buffer;
}

// The route's one serializer (lib/json-schema-serializer.ts), built once for each part of a page.
const writeSummary = jsonWriterOf(MediaSummarySchema);
const writePage = jsonWriterOf(MediaPageSchema);
const writeMatch = jsonWriterOf(SearchMatchSchema);

/**
 * Written once when the summary is read: a page is then its kept videos' bytes put together, where writing the whole
 * page again cost 1.2–1.65× an uncached list's CPU (docs/decisions.md §1901).
 */
export const presented = (value: MediaSummary): PresentedSummary => ({ value, json: Buffer.from(writeSummary(value)) });

/** One video of a page: its summary as kept, and on a search page what matched in it. */
export interface PageEntry {
  summary: PresentedSummary;
  match?: SearchMatch;
}

/** A page of videos as the service works it out: the envelope, and each video with what matched in it. */
export type PageOfVideos = Omit<MediaPage, 'results'> & { results: PageEntry[] };

const RESULTS = '"results":[';
const COMMA = Buffer.from(',');

/**
 * The page as the JSON the route sends: the envelope written without videos, each video's bytes as they were written
 * once spliced into its `results` (a search's `match` goes in before a video's closing brace: the one optional key of
 * a summary, fast-json-stringify writes it last). The same bytes as the route's serializer writing the whole page
 * (docs/decisions.md §1901).
 */
export function writeMediaPage({ results, ...envelope }: PageOfVideos): WrittenJson {
  const empty = writePage({ ...envelope, results: [] });
  // The top level's `results` comes before any nested key (required keys first), and inside a JSON string every
  // quote is escaped: the first `"results":[` is the envelope's own.
  const at = empty.indexOf(RESULTS) + RESULTS.length;
  const parts: Buffer[] = [Buffer.from(empty.slice(0, at))];
  results.forEach(({ summary, match }, i) => {
    if (i > 0) parts.push(COMMA);
    if (match) parts.push(summary.json.subarray(0, -1), Buffer.from(`,"match":${writeMatch(match)}}`));
    else parts.push(summary.json);
  });
  parts.push(Buffer.from(empty.slice(at)));
  return new WrittenJson(Buffer.concat(parts));
}
