import { gazetteer } from '#contracts/gazetteer';

// A generated poster for a video without a thumbnail (offline, or no video-host id): region
// (with its Arabic name when known), first topic and a background colour chosen by that topic,
// so cards of different interviews look different. Drawn as SVG text; every piece of data is
// XML-escaped and the answer carries a CSP that forbids scripts.

/** Dark tones on which white text keeps a contrast above 7:1. */
const PALETTE = ['#1e3a8a', '#7c2d12', '#14532d', '#581c87', '#0f4c5c', '#831843', '#3f3f46', '#713f12'];
const WIDTH = 480;
const HEIGHT = 270;
const ARABIC = /\p{Script=Arabic}/u;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A stable colour per topic (FNV-1a hash), the same on every page and after restarts. */
function topicColour(topic: string | null): string {
  let hash = 0x811c9dc5;
  for (const char of topic ?? '') hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** Greedy word wrap to at most `lines` lines of about `width` characters, the last with an ellipsis. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines)
    out.splice(
      lines - 1,
      out.length,
      `${out
        .slice(lines - 1)
        .join(' ')
        .slice(0, width - 1)}…`,
    );
  return out;
}

export function drawPoster(source: {
  title: string;
  region: string | null;
  topic: string | null;
  /** Arabic forms staff entered in the vocabulary (docs/behaviour.md §804), when any. */
  regionAr?: string | null;
  topicAr?: string | null;
}): string {
  const colour = topicColour(source.topic);
  const rtl = (text: string) => (ARABIC.test(text) ? ' direction="rtl" unicode-bidi="embed"' : '');
  // The title is printed beside every poster (cards, lists, the video page): the poster shows the place,
  // in both scripts, and the topic instead, so nothing is said twice (docs/behaviour.md §900).
  const regionAr = source.region ? (gazetteer.arabicName(source.region) ?? source.regionAr ?? undefined) : undefined;
  const lines = [source.region, regionAr]
    .filter((line): line is string => Boolean(line))
    .flatMap((line) => wrap(line, 24, 2))
    .slice(0, 3);
  const top = 140 - (lines.length - 1) * 19;
  const place = lines
    .map((line, i) => `<text x="240" y="${top + i * 38}" font-size="30" font-weight="700"${rtl(line)}>${escapeXml(line)}</text>`)
    .join('');
  const topic = source.topic ? wrap(source.topic, 36, 1)[0]! : '';
  // The topic in both scripts when its Arabic form is known: the Latin line above the Arabic one.
  const topicAr = source.topicAr && source.topicAr !== source.topic ? wrap(source.topicAr, 36, 1)[0]! : '';
  const topicLines = [topic, topicAr].filter(Boolean);
  const topicY = topicLines.length === 2 ? [214, 242] : [235];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>` +
    '<path d="M0 230 L90 170 L150 205 L250 120 L340 190 L400 150 L480 200 L480 270 L0 270 Z" fill="#fff" fill-opacity="0.08"/>' +
    `<g fill="#fff" text-anchor="middle" font-family="Noto Sans, Noto Sans Arabic, Arial, sans-serif">${place}` +
    topicLines
      .map((line, i) => `<text x="240" y="${topicY[i]}" font-size="18" fill-opacity="0.9"${rtl(line)}>${escapeXml(line)}</text>`)
      .join('') +
    '</g></svg>'
  );
}
