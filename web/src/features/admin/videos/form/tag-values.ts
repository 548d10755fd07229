import { normalizeSearchText } from '#contracts/search-text';
import { splitList } from './video-form-mapping.ts';

/** Two spellings of one name ("Ait-Rahou", "Aït Rahou") share this key. */
const tagKey = (value: string) => normalizeSearchText(value.replace(/[-‐‑–_'’.]/g, ' '));

/**
 * Adds typed (or pasted) names to a comma-separated list: the archive's own spelling when one
 * matches, and never a second copy of a tag already there.
 */
export function addTag(list: string, typed: string, known: readonly string[]): string {
  const tags = splitList(list);
  for (const wanted of splitList(typed)) {
    const key = tagKey(wanted);
    if (tags.some((tag) => tagKey(tag) === key)) continue;
    tags.push(known.find((name) => tagKey(name) === key) ?? wanted);
  }
  return tags.join(', ');
}

export function removeTag(list: string, index: number): string {
  return splitList(list)
    .filter((_, i) => i !== index)
    .join(', ');
}
