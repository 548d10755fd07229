import { z } from 'zod';
import { PaginationQuerySchema, TimeStringSchema, pageSchema } from './common.ts';
import { AccessLevelSchema, RedactionSchema } from './access.ts';
import { TIME_PATTERN } from './time.ts';
import { VISIBILITIES } from './constants.ts';
import { FacetsSchema, MediaFacetQuerySchema } from './media-facets.ts';
import { isWebUrl, WEB_URL_MESSAGE } from './web-url.ts';
import { segmentTimeIssues, segmentTimeMessages } from './segment-times.ts';
import { StreamSchema } from './media-files.ts';

/** Trimmed text with an upper bound, so no field can grow a row without limit. */
const text = (max: number) => z.string().trim().max(max);
const nameList = z.array(text(200).min(1)).max(100);

export const VisibilitySchema = z.enum(VISIBILITIES);

const RegionSchema = z.object({
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

const NamedSchema = z.object({ name: z.string() });

const MetadataSchema = z.object({
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  category: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
});
export type Metadata = z.infer<typeof MetadataSchema>;

export const ParticipantSchema = z.object({
  id: z.number().int(),
  media: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  /** Admin audience only: the public never sees a phone number. */
  phone: z.string().optional(),
  role: z.number().int(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

const TranscriptSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  text: z.string(),
  /** Present (true) only on a transcript imported from a speech-recognition tool (docs/behaviour.md §700). */
  machine_generated: z.boolean().optional(),
  /** With machine_generated: staff have checked it, so the public notice is gone. */
  corrected: z.boolean().optional(),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

export const SegmentSchema = z.object({
  id: z.number().int(),
  media: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  description: z.string(),
  transcript: z.string(),
});
export type Segment = z.infer<typeof SegmentSchema>;

/** Which searchable fields matched; drives the archive's badges (Region, Place, Guest, Topic). */
export const MATCH_FIELDS = [
  'title',
  'description',
  'region',
  'places',
  'guest',
  'host',
  'topics',
  'important_people',
  'original_language',
  'interview_date',
  'transcript',
  'segment',
] as const;
const MatchFieldSchema = z.enum(MATCH_FIELDS);
export type MatchField = z.infer<typeof MatchFieldSchema>;

const SearchSnippetSchema = z.object({
  /** Plain text; the matched words are wrapped in «…» markers the client turns into <mark>. */
  text: z.string(),
  language: z.string().nullable(),
  segment_number: z.number().int().nullable(),
  segment_title: z.string().nullable(),
  start_time: z.string().nullable(),
  /** start_time in seconds, for /archive/{id}?t=SECONDS */
  start_seconds: z.number().int().nullable(),
});
export type SearchSnippet = z.infer<typeof SearchSnippetSchema>;

export const SearchMatchSchema = z.object({
  fields: z.array(MatchFieldSchema),
  snippet: SearchSnippetSchema.nullable(),
});
export type SearchMatch = z.infer<typeof SearchMatchSchema>;

/** A video in lists: everything but transcripts and segments. */
export const MediaSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  acknowledgement: z.string(),
  visibility: VisibilitySchema,
  restriction: z.string(),
  interview_date: z.string().nullable(),
  url: z.string(),
  /** The admin marked `url` as a direct audio/video file, whatever its name ends in (docs/decisions.md §50). */
  media_file: z.boolean(),
  duration: z.string(),
  region: RegionSchema.nullable(),
  original_language: z.string().nullable(),
  topics: z.array(NamedSchema),
  important_people: z.array(NamedSchema),
  places: z.array(z.string()),
  participants: z.array(ParticipantSchema),
  guest: z.string().nullable(),
  host: z.string().nullable(),
  youtubeid: z.string().nullable(),
  thumbnail: z.string().nullable(),
  metadata: MetadataSchema,
  /** The access level in force today (docs/behaviour.md §300); a seal past its day reads `open`. */
  access: AccessLevelSchema,
  /** The day a sealed interview opens; null unless `access` is `sealed`. */
  sealed_until: z.string().nullable(),
  /** How many passages are withheld from this reader. */
  withheld_passages: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Present on search results only. */
  match: SearchMatchSchema.optional(),
});
export type MediaSummary = z.infer<typeof MediaSummarySchema>;

export const MediaSchema = MediaSummarySchema.extend({
  /** The passages withheld from this reader: times, reason and until, never the withheld words. */
  redactions: z.array(RedactionSchema),
  transcripts: z.array(TranscriptSchema),
  segments: z.array(SegmentSchema),
  /** The recording Atlas holds, ready to play (the detail only; null when none is). */
  stream: StreamSchema.nullable().optional(),
});
export type Media = z.infer<typeof MediaSchema>;

/** `facets` only when the list was asked with `facets=1` (docs/decisions.md §87). */
export const MediaPageSchema = pageSchema(MediaSummarySchema).extend({ facets: FacetsSchema.optional() });
export type MediaPage = z.infer<typeof MediaPageSchema>;

export const MediaListQuerySchema = MediaFacetQuerySchema.extend({
  search: z.string().max(10_000).optional(),
  /**
   * `all_words`: the "all these words" suggestion (docs/behaviour.md §802): each word of `search` of three
   * letters or more anywhere in the video, instead of the whole text. Needs two such words, else nothing.
   */
  match: z.enum(['all_words']).optional(),
  page: PaginationQuerySchema.shape.page,
  page_size: PaginationQuerySchema.shape.page_size,
  /** Admin only; the public always gets `public`. */
  visibility: VisibilitySchema.optional(),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

// ---- Input payloads (docs/behaviour.md §3 "Saved media payload") ----

const RegionInputSchema = z.strictObject({
  name: text(200),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
});

export const TranscriptInputSchema = z.strictObject({
  language: text(100).min(1, 'Both language and text are required for each transcript.'),
  text: z.string().trim().min(1, 'Both language and text are required for each transcript.').max(500_000),
});

const optionalTime = z
  .string()
  .trim()
  .refine((v) => v === '' || TIME_PATTERN.test(v), 'Use the form hh:mm:ss.');

export const MediaInputSchema = z.strictObject({
  title: text(300).min(1, 'Title is required.'),
  description: text(20_000).default(''),
  acknowledgement: text(5_000).default(''),
  visibility: VisibilitySchema.default('public'),
  restriction: text(200).default('none'),
  interview_date: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))), 'Use the form YYYY-MM-DD.')
    .nullable()
    .default(null),
  url: text(500)
    .refine((v) => v === '' || isWebUrl(v), WEB_URL_MESSAGE)
    .default(''),
  media_file: z.boolean().default(false),
  duration: optionalTime.default(''),
  region: RegionInputSchema.nullable().default(null),
  topics: nameList.default([]),
  important_people: nameList.default([]),
  places: nameList.default([]),
  original_language: text(100).nullable().default(null),
  transcript: z.array(TranscriptInputSchema).max(20).default([]),
});
export type MediaInput = z.input<typeof MediaInputSchema>;
export type MediaInputParsed = z.output<typeof MediaInputSchema>;

export const SegmentInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  media: z.number().int().positive().optional(),
  number: z.number().int().min(1),
  title: text(500).min(1),
  start_time: TimeStringSchema,
  end_time: TimeStringSchema,
  description: text(10_000).default(''),
  transcript: z.string().max(200_000).default(''),
});
export type SegmentInput = z.input<typeof SegmentInputSchema>;

export const ParticipantInputSchema = z.strictObject({
  id: z.number().int().positive().optional(),
  media: z.number().int().positive().optional(),
  first_name: text(200).min(1),
  last_name: text(200).min(1),
  phone: text(50).default(''),
  role: z.number().int().min(1).max(99),
});

/** decision: the wizard's one atomic save (docs/decisions.md §11). */
export const FullMediaInputSchema = z
  .strictObject({
    media: MediaInputSchema,
    segments: z.array(SegmentInputSchema).max(500),
    participants: z.array(ParticipantInputSchema).max(100),
  })
  .superRefine((input, ctx) => {
    for (const issue of segmentTimeIssues(input.segments, input.media.duration)) {
      ctx.addIssue({ code: 'custom', path: ['segments', issue.index, issue.field], message: segmentTimeMessages[issue.problem] });
    }
  });
export type FullMediaInput = z.input<typeof FullMediaInputSchema>;

export const MetadataInputSchema = z.strictObject({
  views: z.number().int().min(0).optional(),
  likes: z.number().int().min(0).optional(),
  comments: z.number().int().min(0).optional(),
  category: text(100).optional(),
  tags: z.array(text(100)).max(50).optional(),
  featured: z.boolean().optional(),
});

export const VisibilityInputSchema = z.strictObject({ visibility: VisibilitySchema });

export const BulkStatusInputSchema = z.strictObject({
  videoIds: z.array(z.number().int().positive()).min(1).max(500),
  status: VisibilitySchema,
});
export const BulkDeleteInputSchema = z.strictObject({
  videoIds: z.array(z.number().int().positive()).min(1).max(500),
});

export const MapLocationSchema = z.object({
  id: z.string(),
  youtubeid: z.string(),
  title: z.string(),
  /** coordinates are [longitude, latitude], or null when the region has none (listed, no marker). */
  location: z.object({ coordinates: z.tuple([z.number(), z.number()]).nullable(), region: z.string() }),
  date: z.string().nullable(),
  guest: z.string().nullable(),
  host: z.string().nullable(),
  duration: z.string(),
  description: z.string(),
  visibility: VisibilitySchema,
});
export type MapLocation = z.infer<typeof MapLocationSchema>;
