/** The canonical label for Moroccan Darija (docs/behaviour.md §5). */
export const DARIJA_LABEL = 'الدارجة المغربية';

/**
 * Corrects misspelt Arabic forms of the Darija label (docs/behaviour.md §5): any Arabic value naming
 * "darija" (الدارجة, الدارجه, دارجة مغربية, الدارجة المغاربية, …) becomes the canonical label.
 */
export function correctLanguageLabel(value: string): string {
  const trimmed = value.trim();
  const bare = trimmed.replace(/[\u064B-\u065F\u0670\u0640]/g, '');
  return /دارج/.test(bare) ? DARIJA_LABEL : trimmed;
}
