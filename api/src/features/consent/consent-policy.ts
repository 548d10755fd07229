import type { ConsentMissing, ConsentPolicy } from '#contracts/consent';
import { ErrorCode } from '#contracts/errors';
import type { DbOrTx } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import { missingReleases, todayUtc } from './consent-rules.ts';
import { updateVisibility } from '../media/media.repository.ts';
import { listConsentsOf, publicOpenIds } from './consent.repository.ts';
import { accessToday } from '../access/access-time.ts';

// CONSENT_POLICY (docs/behaviour.md §400): `require` refuses making an interview public and open
// without a public release for each narrator; `warn` lets it through and the admin shows what is
// missing. Public on request or sealed shows only the catalogue record, which needs no release.

/** What each of these interviews lacks to be public (an empty list: nothing). */
export async function missingByMedia(db: DbOrTx, mediaIds: number[], today = todayUtc()): Promise<Map<number, ConsentMissing[]>> {
  const [participants, consents] = await Promise.all([participantsRepository.listOf(db, mediaIds), listConsentsOf(db, mediaIds)]);
  return new Map(
    mediaIds.map((id) => [
      id,
      missingReleases(
        participants.filter((p) => p.media_id === id),
        consents.filter((c) => c.media_id === id),
        today,
      ),
    ]),
  );
}

export type PublishingCheck = (after?: number[]) => Promise<void>;

/**
 * Call before a write that may publish interviews, inside its transaction (after the rows are
 * locked); call what it returns after the write, with the ids written when they were not known
 * before (a new interview). Under `require`, an interview that was not public and open and now is
 * (made public, or opened: its access set to open, or a seal ended early), without a release for
 * every narrator, throws 409 `consent_required`, which rolls the write back.
 */
export async function guardPublishing(db: DbOrTx, policy: ConsentPolicy | undefined, ids: number[]): Promise<PublishingCheck> {
  if (policy !== 'require') return async () => undefined;
  const today = accessToday();
  const wasPublic = new Set(await publicOpenIds(db, ids, today));
  return async (after = ids) => {
    const published = (await publicOpenIds(db, after, today)).filter((id) => !wasPublic.has(id));
    if (published.length === 0) return;
    const missing = [...(await missingByMedia(db, published))].filter(([, list]) => list.length > 0);
    if (missing.length === 0) return;
    throw new HttpError(
      409,
      ErrorCode.consentRequired,
      `A narrator's public release is missing, so this interview cannot be made public and open (video ${missing.map(([id]) => id).join(', ')}).`,
      missing.flatMap(([id, list]) =>
        list.map((m) => ({
          path: `media.${id}`,
          message: m.reason === 'no_narrator' ? 'No narrator' : `${m.first_name} ${m.last_name}: ${m.reason}`,
        })),
      ),
    );
  };
}

/**
 * A video back from the trash under `require`: refusing would leave it in the trash for good (its
 * releases come back with it), so one that would be public and open without a narrator's release
 * comes back archived instead. Returns whether it was held back.
 */
export async function holdBackWithoutRelease(db: DbOrTx, policy: ConsentPolicy | undefined, id: number, now: string): Promise<boolean> {
  if (policy !== 'require' || (await publicOpenIds(db, [id], accessToday())).length === 0) return false;
  if ((await missingByMedia(db, [id])).get(id)?.length === 0) return false;
  await updateVisibility(db, [id], 'archived', now);
  return true;
}
