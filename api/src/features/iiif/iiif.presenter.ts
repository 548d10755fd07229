import type { Media } from '#contracts/media';
import { apiPaths, standardPaths } from '#contracts/paths';
import { fieldLabels } from '#contracts/standard-labels';
import { languageTagOf, textLanguage } from '#contracts/text-language';
import { formatTime, parseTime } from '#contracts/time';
import { hasTimeMarkers } from '#contracts/transcript-timing';
import { machineNote } from '#contracts/transcripts';
import { pagePath } from '#contracts/public-pages';

// A public video as a IIIF Presentation 3 manifest: one time-based Canvas, a Range per segment.

const IIIF_CONTEXT = 'http://iiif.io/api/presentation/3/context.json';
export const IIIF_CONTENT_TYPE = `application/ld+json;profile="${IIIF_CONTEXT}"`;
/** Rights statement for a restriction that is not itself a rights URI: "Copyright Not Evaluated". */
const COPYRIGHT_NOT_EVALUATED = 'http://rightsstatements.org/vocab/CNE/1.0/';
const RIGHTS_URI = /^https?:\/\/(creativecommons\.org|rightsstatements\.org)\//;

type LanguageMap = Record<string, string[]>;
const inItsLanguage = (value: string): LanguageMap => ({ [textLanguage(value)]: [value] });
const bothLanguages = (label: { en: string; ar: string }): LanguageMap => ({ en: [label.en], ar: [label.ar] });
const entry = (label: { en: string; ar: string }, value: LanguageMap) => ({ label: bothLanguages(label), value });

/** Values grouped by their own language, so Arabic and English values sit under `ar` and `en`. */
function valuesMap(values: string[]): LanguageMap {
  const map: LanguageMap = {};
  for (const value of values) (map[textLanguage(value)] ??= []).push(value);
  return map;
}

/** Language tag of a transcript, used in its WebVTT path (`ar`, `en`, `fr`, `tzm`). */
export const transcriptTag = (transcript: { language: string; text: string }) =>
  languageTagOf(transcript.language) ?? textLanguage(transcript.text);

/** Rights URI from the restriction: kept when it is a Creative Commons or RightsStatements.org URI. */
function rightsOf(restriction: string): string {
  const trimmed = restriction.trim();
  return RIGHTS_URI.test(trimmed) ? trimmed.replace(/^https:/, 'http:') : COPYRIGHT_NOT_EVALUATED;
}

/** Seconds of the video: its duration, else the last segment's end, at least 1 (a Canvas needs one). */
function durationOf(media: Media): number {
  const lastEnd = Math.max(0, ...media.segments.map((s) => parseTime(s.end_time)));
  return Math.max(parseTime(media.duration) || lastEnd, 1);
}

export function presentManifest(media: Media, origin: string, hostname: string) {
  const manifestId = `${origin}${standardPaths.iiifManifest(media.id)}`;
  const canvasId = `${origin}/iiif/${media.id}/canvas/1`;
  const duration = durationOf(media);
  const timed = media.transcripts.filter((t) => hasTimeMarkers(t.text));
  const metadata = [
    media.guest && entry(fieldLabels.narrator, inItsLanguage(media.guest)),
    media.host && entry(fieldLabels.interviewer, inItsLanguage(media.host)),
    media.interview_date && entry(fieldLabels.date, { none: [media.interview_date] }),
    entry(fieldLabels.duration, { none: [media.duration || formatTime(duration)] }),
    media.region?.name && entry(fieldLabels.region, inItsLanguage(media.region.name)),
    media.places.length > 0 && entry(fieldLabels.places, valuesMap(media.places)),
    media.topics.length > 0 && entry(fieldLabels.topics, valuesMap(media.topics.map((t) => t.name))),
    media.important_people.length > 0 && entry(fieldLabels.importantPeople, valuesMap(media.important_people.map((p) => p.name))),
    media.original_language && entry(fieldLabels.originalLanguage, inItsLanguage(media.original_language)),
    entry(fieldLabels.restriction, inItsLanguage(media.restriction)),
  ].filter((item) => !!item);

  return {
    '@context': IIIF_CONTEXT,
    id: manifestId,
    type: 'Manifest',
    label: inItsLanguage(media.title),
    ...(media.description ? { summary: inItsLanguage(media.description) } : {}),
    metadata,
    rights: rightsOf(media.restriction),
    ...(media.acknowledgement ? { requiredStatement: entry(fieldLabels.acknowledgement, inItsLanguage(media.acknowledgement)) } : {}),
    ...(media.thumbnail ? { thumbnail: [{ id: media.thumbnail, type: 'Image', format: 'image/jpeg' }] } : {}),
    homepage: [
      { id: `${origin}${pagePath('video', { videoId: media.id })}`, type: 'Text', label: inItsLanguage(media.title), format: 'text/html' },
    ],
    seeAlso: [
      {
        id: `${origin}${standardPaths.oai}?verb=GetRecord&metadataPrefix=oai_dc&identifier=${encodeURIComponent(`oai:${hostname}:${media.id}`)}`,
        type: 'Dataset',
        format: 'text/xml',
        profile: 'http://www.openarchives.org/OAI/2.0/oai_dc/',
        label: { en: ['OAI-PMH record (Dublin Core)'] },
      },
      { id: `${origin}${apiPaths.media.ohms(media.id)}`, type: 'Dataset', format: 'application/xml', label: { en: ['OHMS XML'] } },
    ],
    partOf: [{ id: `${origin}${standardPaths.iiifCollection}`, type: 'Collection' }],
    items: [
      {
        id: canvasId,
        type: 'Canvas',
        duration,
        // A withheld recording (on request, sealed: its url is empty) leaves the canvas without media.
        items: [
          {
            id: `${canvasId}/page/1`,
            type: 'AnnotationPage',
            items: media.url
              ? [
                  {
                    id: `${canvasId}/page/1/media`,
                    type: 'Annotation',
                    motivation: 'painting',
                    // The video is streamed by its host; viewers that play such pages take the page URL.
                    body: { id: media.url, type: 'Video', format: 'text/html', duration },
                    target: canvasId,
                  },
                ]
              : [],
          },
        ],
        ...(timed.length > 0
          ? {
              annotations: [
                {
                  id: `${canvasId}/transcripts`,
                  type: 'AnnotationPage',
                  items: timed.map((transcript, index) => ({
                    id: `${canvasId}/transcripts/${index + 1}`,
                    type: 'Annotation',
                    motivation: 'supplementing',
                    body: {
                      id: `${origin}${apiPaths.media.transcriptVtt(media.id, transcriptTag(transcript))}`,
                      type: 'Text',
                      format: 'text/vtt',
                      language: [transcriptTag(transcript)],
                      label: { ...bothLanguages(fieldLabels.transcript), none: [transcript.language] },
                      ...(machineNote(transcript) ? { summary: { en: [machineNote(transcript)!] } } : {}),
                    },
                    target: canvasId,
                  })),
                },
              ],
            }
          : {}),
      },
    ],
    structures: media.segments.map((segment) => ({
      id: `${origin}/iiif/${media.id}/range/${segment.number}`,
      type: 'Range',
      label: inItsLanguage(segment.title),
      ...(segment.description ? { summary: inItsLanguage(segment.description) } : {}),
      items: [
        {
          id: `${canvasId}#t=${parseTime(segment.start_time)},${Math.min(duration, Math.max(parseTime(segment.end_time), parseTime(segment.start_time)))}`,
          type: 'Canvas',
        },
      ],
    })),
  };
}

export function presentCollection(items: { id: number; title: string }[], origin: string) {
  return {
    '@context': IIIF_CONTEXT,
    id: `${origin}${standardPaths.iiifCollection}`,
    type: 'Collection',
    label: bothLanguages(fieldLabels.archive),
    items: items.map((item) => ({
      id: `${origin}${standardPaths.iiifManifest(item.id)}`,
      type: 'Manifest',
      label: inItsLanguage(item.title),
    })),
  };
}

/** A curated collection's title, summary and address, in the languages staff wrote them. */
export interface CuratedCollection {
  slug: string;
  title: string;
  title_ar: string;
  description: string;
  description_ar: string;
}

/** Staff's two texts as one language map: the English under `en`, the Arabic under `ar`, an empty one left out. */
const staffTexts = (en: string, ar: string): LanguageMap => ({ ...(en ? { en: [en] } : {}), ...(ar ? { ar: [ar] } : {}) });

/** A curated collection (docs/behaviour.md §1200) as a IIIF Collection of its public members' manifests, in its order. */
export function presentCuratedCollection(collection: CuratedCollection, items: { id: number; title: string }[], origin: string) {
  const summary = staffTexts(collection.description, collection.description_ar);
  return {
    '@context': IIIF_CONTEXT,
    id: `${origin}${standardPaths.iiifCuratedCollection(collection.slug)}`,
    type: 'Collection',
    label: staffTexts(collection.title, collection.title_ar),
    ...(Object.keys(summary).length ? { summary } : {}),
    homepage: [
      {
        id: `${origin}${pagePath('collection', { slug: collection.slug })}`,
        type: 'Text',
        label: staffTexts(collection.title, collection.title_ar),
        format: 'text/html',
      },
    ],
    partOf: [{ id: `${origin}${standardPaths.iiifCollection}`, type: 'Collection' }],
    items: items.map((item) => ({
      id: `${origin}${standardPaths.iiifManifest(item.id)}`,
      type: 'Manifest',
      label: inItsLanguage(item.title),
    })),
  };
}
