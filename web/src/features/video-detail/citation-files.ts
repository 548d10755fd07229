import { type CitationSource, momentLabel } from './citation.ts';
import type { PersonName } from './video-view.ts';

/** What the downloads add to a citation: which record and what kind of recording. */
export interface CitationRecord extends CitationSource {
  id: string;
  medium: 'audio' | 'video';
}

const dateParts = (date: Date) => [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
const risDate = (date: Date) =>
  `${dateParts(date)
    .map((n, i) => String(n).padStart(i === 0 ? 4 : 2, '0'))
    .join('/')}/`;

function interviewDate(value: string | null): Date | null {
  if (!value) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function risName(person: PersonName): string {
  return person.lastName ? `${person.lastName}, ${person.firstName}`.trim() : person.firstName;
}

/** A note naming the kind of record and the moment cited, in the page's language. */
function note(record: CitationRecord): string {
  const moment = momentLabel(record.moment);
  if (record.language === 'ar') return `مقابلة تاريخ شفوي${moment ? `، المقطع ${moment}` : ''}`;
  return `Oral history interview${moment ? `, at ${moment}` : ''}`;
}

/**
 * RIS (the tagged format reference managers import): one record, CRLF line ends, `ER` last.
 * Narrators are authors (AU), interviewers secondary authors (A2); Y2 is the access date.
 */
export function toRis(record: CitationRecord): string {
  const date = interviewDate(record.interviewDate);
  const clean = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();
  const lines: Array<[string, string]> = [
    ['TY', record.medium === 'audio' ? 'SOUND' : 'VIDEO'],
    ['TI', clean(record.title)],
    ...record.narrators.map((p): [string, string] => ['AU', clean(risName(p))]),
    ...record.interviewers.map((p): [string, string] => ['A2', clean(risName(p))]),
    ...(date
      ? ([
          ['PY', String(date.getUTCFullYear())],
          ['DA', risDate(date)],
        ] as Array<[string, string]>)
      : []),
    ['CY', clean(record.place)],
    ['PB', clean(record.archive)],
    ['M3', record.language === 'ar' ? 'مقابلة تاريخ شفوي' : 'Oral history interview'],
    ['UR', record.url],
    ['Y2', risDate(record.accessed)],
    ['N1', note(record)],
  ];
  return `${lines
    .filter(([, value]) => value !== '')
    .map(([tag, value]) => `${tag}  - ${value}`)
    .join('\r\n')}\r\nER  - \r\n`;
}

/** CSL-JSON (what Zotero, Pandoc and citeproc read): one item of type "interview". */
export function toCslJson(record: CitationRecord): string {
  const date = interviewDate(record.interviewDate);
  const name = (p: PersonName) => (p.lastName ? { family: p.lastName, given: p.firstName } : { literal: p.firstName });
  const item = {
    id: record.id,
    type: 'interview',
    title: record.title,
    author: record.narrators.map(name),
    interviewer: record.interviewers.map(name),
    ...(date ? { issued: { 'date-parts': [dateParts(date)] } } : {}),
    accessed: { 'date-parts': [dateParts(record.accessed)] },
    genre: record.language === 'ar' ? 'مقابلة تاريخ شفوي' : 'Oral history interview',
    medium: record.medium === 'audio' ? 'Audio recording' : 'Video recording',
    publisher: record.archive,
    'publisher-place': record.place || undefined,
    URL: record.url,
    note: note(record),
  };
  return `${JSON.stringify([item], null, 2)}\n`;
}
