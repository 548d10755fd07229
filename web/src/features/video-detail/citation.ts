import { formatTime } from '#contracts/time';
import type { Moment, PersonName } from './video-view.ts';
import { dateFormat } from '../../lib/format.ts';

/** Everything a citation of an interview (or a moment of it) is made of. */
export interface CitationSource {
  title: string;
  narrators: PersonName[];
  interviewers: PersonName[];
  /** YYYY-MM-DD, or null when not known */
  interviewDate: string | null;
  place: string;
  /** the archive's name in the page's language */
  archive: string;
  /** the address cited, with `?t=` when a moment is cited */
  url: string;
  accessed: Date;
  moment: Moment | null;
  language: 'en' | 'ar';
}

/**
 * Citation dates use Latin digits in both languages, as Moroccan publications do; the month is
 * named in the page's language. Dates are calendar dates, read in UTC.
 */
function dateLocale(language: 'en' | 'ar'): string {
  return language === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

function utcDate(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function longDate(date: Date, language: 'en' | 'ar'): string {
  return dateFormat(dateLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

const fullName = (p: PersonName) => [p.firstName, p.lastName].filter(Boolean).join(' ');

const LATIN = /[\p{Script=Latin}\d]/u;

/**
 * In an Arabic citation, a run of Latin script (a name, a title, a place, the timecodes, the URL) is
 * a first-strong isolate (U+2068 … U+2069), so it reads in its own order and the Arabic punctuation
 * around it stays where it belongs, on the page and wherever the copied text is pasted
 * (docs/behaviour.md §803). English citations and Arabic-script data are left as they are.
 */
function isolated(value: string, language: 'en' | 'ar'): string {
  return language === 'ar' && LATIN.test(value) ? `\u2068${value}\u2069` : value;
}

/** A person's comma: a Latin name inverted in an Arabic citation keeps its own comma inside the isolate. */
const nameComma = (p: PersonName, language: 'en' | 'ar') => (language === 'ar' && !LATIN.test(fullName(p)) ? '،' : ',');

/** "Last, First" for the first person, "First Last" for the others (Chicago). */
function chicagoNames(people: PersonName[], language: 'en' | 'ar', invertFirst: boolean): string {
  const names = people.map((p, index) =>
    isolated(
      index === 0 && invertFirst && p.lastName ? `${p.lastName}${nameComma(p, language)} ${p.firstName}`.trim() : fullName(p),
      language,
    ),
  );
  return joinList(names, language);
}

function joinList(names: string[], language: 'en' | 'ar'): string {
  if (names.length <= 1) return names[0] ?? '';
  if (language === 'ar') return `${names.slice(0, -1).join('، ')} و${names.at(-1)}`;
  if (names.length === 2) return `${names[0]} and ${names[1]}`;
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1)}`;
}

const initials = (given: string) =>
  given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]}.`)
    .join(' ');

/** APA: "Last, F." for authors, "F. Last" for the interviewer. */
function apaNames(people: PersonName[], language: 'en' | 'ar', inverted: boolean): string {
  const comma = language === 'ar' ? '،' : ',';
  const names = people.map((p) =>
    isolated(
      (inverted ? `${p.lastName}${nameComma(p, language)} ${initials(p.firstName)}` : `${initials(p.firstName)} ${p.lastName}`).trim(),
      language,
    ),
  );
  const amp = language === 'ar' ? ' و' : ', & ';
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(`${comma} `)}${amp}${names.at(-1)}`;
}

/** The moment as timecodes (never localised digits: they read like the player's). */
export function momentLabel(moment: Moment | null): string {
  if (!moment) return '';
  return moment.end === null ? formatTime(moment.start) : `${formatTime(moment.start)}–${formatTime(moment.end)}`;
}

/** Chicago (17th ed.) bibliography entry for an oral-history interview. */
export function chicagoCitation(source: CitationSource): string {
  const { language } = source;
  const date = source.interviewDate ? utcDate(source.interviewDate) : null;
  const place = isolated(source.place, language);
  const when = [place, date ? longDate(date, language) : ''].filter(Boolean).join(language === 'ar' ? '، ' : ', ');
  const moment = isolated(momentLabel(source.moment), language);
  const parts =
    language === 'ar'
      ? [
          source.narrators.length ? `${chicagoNames(source.narrators, language, true)}.` : '',
          `«${isolated(source.title, language)}».`,
          source.interviewers.length ? `مقابلة من إجراء ${chicagoNames(source.interviewers, language, false)}.` : 'مقابلة.',
          when ? `${when}.` : '',
          `${source.archive}.`,
          moment ? `المقطع ${moment}.` : '',
          `تاريخ الاطلاع ${longDate(source.accessed, language)}.`,
          `${isolated(source.url, language)}.`,
        ]
      : [
          source.narrators.length ? `${chicagoNames(source.narrators, language, true)}.` : '',
          `“${source.title}.”`,
          source.interviewers.length ? `Interview by ${chicagoNames(source.interviewers, language, false)}.` : 'Interview.',
          when ? `${when}.` : '',
          `${source.archive}.`,
          moment ? `At ${moment}.` : '',
          `Accessed ${longDate(source.accessed, language)}.`,
          `${source.url}.`,
        ];
  return parts.filter(Boolean).join(' ');
}

/** APA (7th ed.) reference for an oral-history interview held in an archive. */
export function apaCitation(source: CitationSource): string {
  const { language } = source;
  const ar = language === 'ar';
  const date = source.interviewDate ? utcDate(source.interviewDate) : null;
  const monthDay = date ? dateFormat(dateLocale(language), { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date) : '';
  const when = date ? `(${date.getUTCFullYear()}${ar ? '،' : ','} ${monthDay})` : ar ? '(د.ت.)' : '(n.d.)';
  const moment = isolated(momentLabel(source.moment), language);
  const title = isolated(source.title, language);
  const by = source.interviewers.length ? apaNames(source.interviewers, language, false) : '';
  const kind = ar
    ? by
      ? `مقابلة تاريخ شفوي من إجراء ${by}`
      : 'مقابلة تاريخ شفوي'
    : by
      ? `Oral history interview by ${by}`
      : 'Oral history interview';
  const bracket = `[${kind}${moment ? `${ar ? '؛' : ';'} ${moment}` : ''}]`;
  const lead = source.narrators.length
    ? `${apaNames(source.narrators, language, true)} ${when}. ${title} ${bracket}.`
    : `${title} ${bracket}. ${when}.`;
  const holder = [source.archive, isolated(source.place, language)].filter(Boolean).join(ar ? '، ' : ', ');
  const retrieved = ar
    ? `استُرجع في ${longDate(source.accessed, language)}، من ${isolated(source.url, language)}`
    : `Retrieved ${longDate(source.accessed, language)}, from ${source.url}`;
  return `${lead} ${holder}. ${retrieved}`;
}
