import { type MediaSnapshot, shownFields } from '#contracts/interview';
import type { KeysUnder } from '../../../lib/i18n-keys.ts';

// What changed between two versions of a video, field by field, in words an admin reads:
// short fields as before → after, long texts (description, transcripts, segments) paragraph by
// paragraph. Which fields, in which order and as which text, is the definition's (contracts/interview.ts).
// Pure, so it is tested without a browser.

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

/** The snapshot's fields as History shows them: the one definition of an interview says which and how (contracts/interview.ts). */
const entries = (s: MediaSnapshot) => shownFields(s);

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
