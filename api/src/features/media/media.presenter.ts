import type { ArabicLabels, LabelKind } from '#contracts/vocabulary';
import { gazetteer, placeKey } from '#contracts/gazetteer';
import type { Media, MediaSummary, SearchMatch, Transcript } from '#contracts/media';
import type { FacetValue, Facets } from '#contracts/media-facets';
import { apiPaths } from '#contracts/paths';
import { extractYoutubeId } from '#contracts/youtube';
import type { Audience } from '../../lib/audience.ts';
import { guestAndHost, presentParticipant } from '../participants/participants.presenter.ts';
import { presentSegment } from '../segments/segments.presenter.ts';
import { type AccessView, accessView, mediaAsViewed, type Reader, readerFor, summaryAsViewed } from '../access/access-rule.ts';
import type { FacetCount } from './media.facets.repository.ts';
import type { MediaPageRow, MediaWholeRow, TranscriptRow } from './media.queries.ts';

/**
 * Everyone gets the site's own picture (stored thumbnail or generated poster), versioned by the
 * last change so a new title redraws it: never a request to the video host before play, and
 * pictures in the admin area offline too (staff fetch an archived video's with their token,
 * docs/behaviour.md §902).
 */
export const pictureFor = (row: Pick<MediaPageRow, 'id' | 'updated_at'>): string =>
  `${apiPaths.media.poster(row.id)}?v=${encodeURIComponent(row.updated_at)}`;

/**
 * Decides what leaves the server: the public never sees a participant's phone number, and sees
 * what the access rule allows (features/access/access-rule.ts).
 */
export function presentMediaSummary(row: MediaPageRow, who: Audience | Reader, match?: SearchMatch): MediaSummary {
  const reader = typeof who === 'string' ? readerFor(who) : who;
  return summaryAsViewed(baseSummary(row, reader.audience, match), accessView(row, reader));
}

function baseSummary(row: MediaPageRow, audience: Audience, match?: SearchMatch): MediaSummary {
  const participants = row.participants;
  const youtubeid = extractYoutubeId(row.url);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    acknowledgement: row.acknowledgement,
    visibility: row.visibility,
    restriction: row.restriction,
    interview_date: row.interview_date,
    url: row.url,
    media_file: row.media_file === 1,
    duration: row.duration,
    region: row.region_name === null ? null : { name: row.region_name, latitude: row.region_latitude, longitude: row.region_longitude },
    original_language: row.original_language,
    topics: row.topics.map((name) => ({ name })),
    important_people: row.important_people.map((name) => ({ name })),
    places: row.places,
    participants: participants.map((p) => presentParticipant(p, audience)),
    ...guestAndHost(participants),
    youtubeid,
    thumbnail: pictureFor(row),
    metadata: {
      views: row.views,
      likes: row.likes,
      comments: row.comments,
      category: row.category,
      tags: parseTags(row.tags),
      featured: Boolean(row.featured),
    },
    access: row.access,
    // Shown only while the seal holds: summaryAsViewed decides from the access rule.
    sealed_until: row.sealed_until,
    withheld_passages: 0,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(match ? { match } : {}),
  };
}

/**
 * One interview whole as `reader` may see it (the caller has checked it may see the record at all); an export passes
 * the view the read model gives it (read-model.ts `exportView`).
 */
export function presentMedia(whole: MediaWholeRow, reader: Reader, view: AccessView = accessView(whole, reader)): Media {
  const media: Media = {
    ...summaryAsViewed(baseSummary(whole, reader.audience), view),
    redactions: view.redactions,
    transcripts: whole.transcripts.map(presentTranscript),
    segments: whole.segments.map(presentSegment),
  };
  return mediaAsViewed(media, view);
}

/** The machine-draft flags appear only on machine-generated transcripts, so other answers stay as they were. */
function presentTranscript({ id, language, text, machine_generated, corrected }: TranscriptRow): Transcript {
  return machine_generated === 1 ? { id, language, text, machine_generated: true, corrected: corrected === 1 } : { id, language, text };
}

function parseTags(raw: string): string[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Facet counts → the answer's `facets`: Arabic labels from the gazetteer, and the region facet
 * as a tree (province → commune → douar, by `parent`) where each area counts the videos of the
 * places within it (a video has one region, so the sums are exact), as the region filter does.
 */
export function presentFacets(counts: Record<keyof Facets, FacetCount[]>, labels: ArabicLabels): Facets {
  // Staff's Arabic form first (docs/behaviour.md §804), else the gazetteer's for a place.
  const labelled =
    (kind: LabelKind) =>
    <T extends FacetCount>(value: T): T & { label_ar?: string } => {
      const labelAr = labels[kind][value.value] ?? (kind === 'place' ? gazetteer.arabicName(value.value) : undefined);
      return labelAr ? { ...value, label_ar: labelAr } : value;
    };
  const withArabic = labelled('place');
  const byCount = (a: FacetValue, b: FacetValue) => b.count - a.count || a.value.localeCompare(b.value);
  return {
    region: regionTree(counts.region)
      .map(withArabic)
      .sort((a, b) => Number(a.parent !== undefined) - Number(b.parent !== undefined) || byCount(a, b)),
    place: counts.place.map(withArabic),
    topic: counts.topic.map(labelled('topic')),
    language: counts.language.sort(byCount).map(labelled('language')),
    decade: counts.decade.sort((a, b) => Number(b.value) - Number(a.value)),
    person: counts.person,
  };
}

function regionTree(regions: FacetCount[]): (FacetCount & { parent?: string })[] {
  const tree = new Map<string, FacetCount & { parent?: string }>();
  const add = (value: string, count: number, parent?: string) => {
    const key = placeKey(value);
    const node = tree.get(key);
    if (node) node.count += count;
    else tree.set(key, parent ? { value, count, parent } : { value, count });
  };
  for (const { value, count } of regions) {
    const entry = gazetteer.find(value);
    if (!entry) add(value, count);
    else if (entry.kind === 'province') add(value, count);
    else if (entry.kind === 'commune') add(value, count, entry.province);
    else add(value, count, entry.commune ?? entry.province);
    if (entry?.kind === 'douar' && entry.commune) add(entry.commune, count, entry.province);
    if (entry && entry.kind !== 'province') add(entry.province, count);
  }
  return [...tree.values()];
}
