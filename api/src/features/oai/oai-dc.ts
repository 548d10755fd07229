import type { MediaSummary } from '#contracts/media';
import { languageTagOf, textLanguage } from '#contracts/text-language';

// A public video as unqualified Dublin Core (oai_dc). Every free-text value carries xml:lang.

export const OAI_DC_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/oai_dc/';
export const OAI_DC_SCHEMA = 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd';
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

/** Characters XML 1.0 cannot carry at all; a stray control character must not break a harvest. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
export const xmlSafe = (value: string) => value.replace(NOT_XML, '');

type XmlValue = { '#text': string; '@_xml:lang'?: string };
const tagged = (value: string): XmlValue => ({ '#text': xmlSafe(value), '@_xml:lang': textLanguage(value) });
const plain = (value: string): XmlValue => ({ '#text': xmlSafe(value) });
const present = (values: (string | null | undefined)[]) => values.filter((v): v is string => !!v && v.trim() !== '');

/** The oai_dc element of one record; `pageUrl` is the video's public page (dc:identifier). */
export function dublinCore(media: MediaSummary, pageUrl: string) {
  const languages = present([media.original_language]).map((label) => languageTagOf(label) ?? label);
  return {
    '@_xmlns:oai_dc': OAI_DC_NAMESPACE,
    '@_xmlns:dc': DC_NAMESPACE,
    '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    '@_xsi:schemaLocation': `${OAI_DC_NAMESPACE} ${OAI_DC_SCHEMA}`,
    'dc:title': [tagged(media.title)],
    'dc:creator': present([media.guest]).map(tagged),
    'dc:contributor': present([media.host]).map(tagged),
    'dc:subject': present(media.topics.map((t) => t.name)).map(tagged),
    'dc:description': present([media.description]).map(tagged),
    'dc:date': present([media.interview_date]).map(plain),
    // decision (docs/decisions.md §97): DCMI type and the top-level media type; the video is streamed, not a file.
    'dc:type': [plain('MovingImage'), tagged('Oral history interview')],
    'dc:format': [plain('video')],
    'dc:identifier': [plain(pageUrl)],
    'dc:language': languages.map(plain),
    'dc:coverage': present([...media.places, media.region?.name]).map(tagged),
    'dc:rights': present([media.restriction]).map(tagged),
  };
}
