import type { MediaSnapshot } from '#contracts/history';
import type { KeysUnder } from '../../../lib/i18n-keys.ts';

// What changed between two versions of a video, field by field, in words an admin reads:
// short fields as before → after, long texts (description, transcripts, segments) paragraph by
// paragraph. Pure, so it is tested without a browser.

/** A field of the diff: `label` is an i18n key under history.fields, `params` fill it. */
export interface FieldChange {
  key: string;
  label: KeysUnder<'admin', 'history.fields.'>;
  params?: Record<string, string | number>;
  lines: DiffLine[];
}

export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Above this many paragraph pairs, a text is shown as all removed then all added (no alignment). */
const MAX_ALIGN_CELLS = 1_000_000;

type Entry = { key: string; label: KeysUnder<'admin', 'history.fields.'>; params?: Record<string, string | number>; text: string };

function entries(s: MediaSnapshot): Entry[] {
  const list = (items: string[]) => items.join(', ');
  const region = s.region
    ? `${s.region.name}${s.region.latitude !== null && s.region.longitude !== null ? ` (${s.region.latitude}, ${s.region.longitude})` : ''}`
    : '';
  const fields: Entry[] = [
    { key: 'title', label: 'title', text: s.title },
    { key: 'description', label: 'description', text: s.description },
    { key: 'acknowledgement', label: 'acknowledgement', text: s.acknowledgement },
    { key: 'visibility', label: 'visibility', text: s.visibility },
    { key: 'restriction', label: 'restriction', text: s.restriction },
    { key: 'interview_date', label: 'interviewDate', text: s.interview_date ?? '' },
    { key: 'url', label: 'url', text: s.url },
    { key: 'media_file', label: 'mediaFile', text: s.media_file ? '✓' : '–' },
    { key: 'duration', label: 'duration', text: s.duration },
    { key: 'region', label: 'region', text: region },
    { key: 'original_language', label: 'originalLanguage', text: s.original_language ?? '' },
    { key: 'topics', label: 'topics', text: list(s.topics) },
    { key: 'important_people', label: 'importantPeople', text: list(s.important_people) },
    { key: 'places', label: 'places', text: list(s.places) },
    { key: 'category', label: 'category', text: s.metadata.category },
    { key: 'tags', label: 'tags', text: list(s.metadata.tags) },
    { key: 'featured', label: 'featured', text: s.metadata.featured ? '✓' : '–' },
    { key: 'access', label: 'access', text: s.access === 'sealed' ? `${s.access} → ${s.sealed_until ?? ''}` : s.access },
    {
      key: 'redactions',
      label: 'redactions',
      // A passage is a time range, or words selected in the transcript of a language (docs/behaviour.md §300).
      text: s.redactions
        .map(
          (r) =>
            `${r.language === undefined ? `${r.start_time}–${r.end_time}` : `${r.language}: “${r.text ?? ''}”`} · ${r.reason}${r.until ? ` · ${r.until}` : ''}`,
        )
        .join('\n'),
    },
    { key: 'access_note', label: 'accessNote', text: s.access_note },
    {
      key: 'participants',
      label: 'participants',
      text: s.participants.map((p) => `${p.first_name} ${p.last_name} · ${p.role} · ${p.phone}`.trim()).join('\n'),
    },
    {
      key: 'consents',
      label: 'consents',
      text: s.consents
        .map((c) =>
          [`${c.first_name} ${c.last_name}`, c.scope, c.signed_on, c.valid_until ?? '', c.conditions, c.form_name ?? '']
            .filter(Boolean)
            .join(' · '),
        )
        .join('\n'),
    },
  ];
  for (const t of s.transcripts)
    fields.push({ key: `transcript:${t.language}`, label: 'transcript', params: { language: t.language }, text: t.text });
  for (const seg of s.segments) {
    fields.push({
      key: `segment:${seg.number}`,
      label: 'segment',
      params: { number: seg.number },
      text: [seg.title, `${seg.start_time} – ${seg.end_time}`, seg.description, seg.transcript].filter(Boolean).join('\n'),
    });
  }
  return fields;
}

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);

/** Paragraph diff by longest common subsequence. */
export function diffParagraphs(before: string, after: string): DiffLine[] {
  const a = paragraphs(before);
  const b = paragraphs(after);
  if (a.length * b.length > MAX_ALIGN_CELLS) {
    return [...a.map((text) => ({ kind: 'removed' as const, text })), ...b.map((text) => ({ kind: 'added' as const, text }))];
  }
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i]! });
      i += 1;
      j += 1;
    } else if (i < a.length && (j === b.length || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
      lines.push({ kind: 'removed', text: a[i]! });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: b[j]! });
      j += 1;
    }
  }
  return lines;
}

/** The fields that differ from `before` to `after`, in form order (then transcripts, then segments). */
export function diffSnapshots(before: MediaSnapshot, after: MediaSnapshot): FieldChange[] {
  const old = new Map(entries(before).map((e) => [e.key, e]));
  const next = entries(after);
  const keys = [...new Set([...next.map((e) => e.key), ...old.keys()])];
  const byKey = new Map(next.map((e) => [e.key, e]));
  const changes: FieldChange[] = [];
  for (const key of keys) {
    const a = old.get(key);
    const b = byKey.get(key);
    if ((a?.text ?? '') === (b?.text ?? '')) continue;
    const entry = (b ?? a)!;
    changes.push({
      key,
      label: entry.label,
      ...(entry.params ? { params: entry.params } : {}),
      lines: diffParagraphs(a?.text ?? '', b?.text ?? ''),
    });
  }
  return changes;
}
