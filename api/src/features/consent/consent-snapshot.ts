import type { MediaSnapshot } from '#contracts/interview';
import type { DbOrTx } from '../../db/database.ts';
import { personKey } from './consent-rules.ts';
import { listConsentsOf, replaceConsentsOf } from './consent.repository.ts';

// Releases are part of the interview: the version history and the trash keep them in the
// interview's snapshot, forms named by their hash (their bytes stay in consent_forms).

export async function snapshotConsents(db: DbOrTx, mediaId: number): Promise<MediaSnapshot['consents']> {
  return (await listConsentsOf(db, [mediaId])).map(({ id: _id, media_id: _media, person_key: _key, ...release }) => release);
}

/** The interview's releases made those of the snapshot. */
export async function restoreConsents(db: DbOrTx, mediaId: number, consents: MediaSnapshot['consents']): Promise<void> {
  await replaceConsentsOf(
    db,
    mediaId,
    consents.map((c) => ({ ...c, media_id: mediaId, person_key: personKey(c.first_name, c.last_name) })),
  );
}
