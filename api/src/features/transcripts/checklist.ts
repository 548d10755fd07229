import { ErrorCode } from '#contracts/errors';
import type { ConsentPolicy } from '#contracts/consent';
import { type ChecklistSubject, checklistOf, type ConsentState, type PublishChecklistMode } from '#contracts/publish-checklist';
import type { DbOrTx } from '../../db/database.ts';
import { missingByMedia } from '../consent/consent-policy.ts';
import { HttpError } from '../../lib/http-error.ts';

// The server's side of the publish checklist (docs/behaviour.md §701); the list itself is shared with the
// admin's publish step (contracts/publish-checklist.ts).

/** A saved interview's consent item: the consent feature's own rule and policy (docs/behaviour.md §400). */
export async function consentStateOf(db: DbOrTx, mediaId: number, policy: ConsentPolicy | undefined): Promise<ConsentState> {
  const missing = (await missingByMedia(db, [mediaId])).get(mediaId) ?? [];
  return { required: policy === 'require', done: missing.length === 0 };
}

/**
 * Under PUBLISH_CHECKLIST=require, publishing a video that lacks a required item is refused (409). Consent is
 * not this guard's (checklistOf without a consent state lists no consent item): it refuses with its own 409
 * `consent_required` under CONSENT_POLICY=require, in the one write path, so a video lacking only consent is not
 * refused twice (docs/behaviour.md §701).
 */
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
