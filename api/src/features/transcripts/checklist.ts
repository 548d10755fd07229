import { ErrorCode } from '#contracts/errors';
import { type ChecklistSubject, checklistOf, type PublishChecklistMode } from '#contracts/publish-checklist';
import { HttpError } from '../../lib/http-error.ts';

// The server's side of the publish checklist (docs/behaviour.md §701); the list itself is shared with the
// admin's publish step (contracts/publish-checklist.ts).

/** Under PUBLISH_CHECKLIST=require, publishing a video that lacks a required item is refused (409). */
export function assertPublishable(subject: ChecklistSubject, mode: PublishChecklistMode): void {
  if (mode !== 'require') return;
  const missing = checklistOf(subject, mode).items.filter((i) => i.required && !i.done);
  if (missing.length === 0) return;
  throw new HttpError(
    409,
    ErrorCode.publishChecklist,
    `This interview cannot be published yet: ${missing.map((i) => i.message.replace(/\.$/, '').toLowerCase()).join('; ')}.`,
    missing.map((i) => ({ path: i.item, message: i.message })),
  );
}
