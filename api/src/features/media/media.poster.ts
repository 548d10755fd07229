import { gazetteer } from '#contracts/gazetteer';

// A generated poster for a video without a thumbnail (offline, or no video-host id): title,
// region (with its Arabic name when known) and a background colour chosen by the first topic,
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

export function drawPoster(source: { title: string; region: string | null; topic: string | null }): string {
  const colour = topicColour(source.topic);
  const titleLines = wrap(source.title, 26, 3);
  const rtl = (text: string) => (ARABIC.test(text) ? ' direction="rtl" unicode-bidi="embed"' : '');
  const regionAr = source.region ? gazetteer.arabicName(source.region) : undefined;
  const region = source.region ? [source.region, regionAr].filter(Boolean).join(' · ') : '';
  const top = 150 - titleLines.length * 19;
  const title = titleLines
    .map((line, i) => `<text x="240" y="${top + i * 38}" font-size="30" font-weight="700"${rtl(line)}>${escapeXml(line)}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>` +
    '<path d="M0 230 L90 170 L150 205 L250 120 L340 190 L400 150 L480 200 L480 270 L0 270 Z" fill="#fff" fill-opacity="0.08"/>' +
    `<g fill="#fff" text-anchor="middle" font-family="Noto Sans, Noto Sans Arabic, Arial, sans-serif">${title}` +
    (region ? `<text x="240" y="235" font-size="18" fill-opacity="0.9">${escapeXml(region)}</text>` : '') +
    '</g></svg>'
  );
}
