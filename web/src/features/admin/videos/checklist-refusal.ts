import type { TFunction } from 'i18next';
import { ErrorCode } from '#contracts/error-codes';
import { CHECKLIST_ITEMS, type ChecklistItem } from '#contracts/transcripts';
import { ApiError } from '../../../lib/api-client.ts';

const ITEMS = new Set<string>(CHECKLIST_ITEMS);

/** The items a `publish_checklist` refusal names (its `errors`, one per missing item), or null for other errors. */
function refusedChecklistItems(error: unknown): ChecklistItem['item'][] | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.publishChecklist) return null;
  return error.refusals.map((e) => e.path).filter((path): path is ChecklistItem['item'] => ITEMS.has(path));
}

/** The refusal in the page's language: the sentence and the missing items (docs/behaviour.md §701). */
export function checklistRefusal(error: unknown, t: TFunction<'adminVideos'>): string | null {
  const items = refusedChecklistItems(error);
  if (!items) return null;
  return `${t('publishChecklist.refused')} ${items.map((item) => t(`publishChecklist.items.${item}`)).join(t('publishChecklist.separator'))}.`;
}
