import crypto from 'node:crypto';
import type { z } from 'zod';
import type { Consent, ConsentInputSchema, ConsentOverview, ConsentStatus } from '#contracts/consent';
import { ErrorCode } from '#contracts/errors';
import type { DbOrTx } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { DbContext, WriteContext } from '../../db/db-context.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { mediaExists } from '../media/media.repository.ts';
import { participantsRepository } from '../participants/participants.repository.ts';
import { missingByMedia } from './consent-policy.ts';
import { missingReleases, personKey, todayUtc } from './consent-rules.ts';
import { formFileName, sniffFormType } from './consent-form.ts';
import { type FormInfo, presentConsent } from './consent.presenter.ts';
import * as repo from './consent.repository.ts';
import type { MediaConsentRow } from './consent.table.ts';

// Participants' releases (docs/behaviour.md §400). A release is part of its interview: each change
// locks the interview's row and keeps the version it replaced, as every other edit does.

async function presentAll(db: DbOrTx, rows: MediaConsentRow[]): Promise<Consent[]> {
  const hashes = [...new Set(rows.flatMap((r) => (r.form_sha256 ? [r.form_sha256] : [])))];
  const forms = new Map<string, FormInfo>((await repo.listFormInfo(db, hashes)).map((f) => [f.sha256, f]));
  const today = todayUtc();
  return rows.map((row) => presentConsent(row, forms, today));
}

/** A change to one interview's releases: a write of the interview (locked, version kept), all or nothing. */
async function changeReleases<T>(ctx: WriteContext, mediaId: number, write: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return writeInterviews(ctx, [mediaId], async ({ trx, found }) => {
    if (found.length === 0) throw notFound('Video not found');
    return write(trx);
  });
}

export async function consentOverview(ctx: DbContext, mediaId: number): Promise<ConsentOverview> {
  if (!(await mediaExists(ctx.db, mediaId))) throw notFound('Video not found');
  const participants = await participantsRepository.listOf(ctx.db, [mediaId]);
  const rows = await repo.listConsentsOf(ctx.db, [mediaId]);
  const consents = await presentAll(ctx.db, rows);
  const byKey = new Map(rows.map((row, i) => [row.person_key, consents[i]!]));
  const matched = new Set<string>();
  return {
    policy: ctx.consentPolicy ?? 'warn',
    missing: missingReleases(participants, rows, todayUtc()),
    participants: participants.map((p) => {
      const key = personKey(p.first_name, p.last_name);
      matched.add(key);
      return { id: p.id, first_name: p.first_name, last_name: p.last_name, role: p.role, consent: byKey.get(key) ?? null };
    }),
    unmatched: consents.filter((_, i) => !matched.has(rows[i]!.person_key)),
  };
}

/** Writes the release of one participant (by the participant's name: a full save gives participants new ids). */
export async function saveParticipantConsent(
  ctx: WriteContext,
  mediaId: number,
  participantId: number,
  input: z.output<typeof ConsentInputSchema>,
): Promise<Consent> {
  const row = await changeReleases(ctx, mediaId, async (trx) => {
    const [participant] = await participantsRepository.findByIds(trx, [participantId]);
    if (!participant || participant.media_id !== mediaId) throw notFound('Participant not found');
    return repo.upsertConsent(trx, {
      media_id: mediaId,
      first_name: participant.first_name,
      last_name: participant.last_name,
      person_key: personKey(participant.first_name, participant.last_name),
      ...input,
      form_sha256: null,
      form_name: null,
      updated_at: new Date().toISOString(),
      updated_by: ctx.actor ?? null,
    });
  });
  return (await presentAll(ctx.db, [row]))[0]!;
}

async function requireConsent(db: DbOrTx, id: number): Promise<MediaConsentRow> {
  const row = await repo.findConsent(db, id);
  if (!row) throw notFound('Release not found');
  return row;
}

export async function deleteConsentById(ctx: WriteContext, id: number): Promise<void> {
  const { media_id } = await requireConsent(ctx.db, id);
  await changeReleases(ctx, media_id, async (trx) => {
    if ((await repo.deleteConsent(trx, id)) === 0) throw notFound('Release not found');
  });
}

/** Keeps a signed form with a release; refused (400, nothing saved) unless it is a PDF or an image by its content. */
export async function attachForm(ctx: WriteContext, id: number, bytes: Buffer, name: string | null): Promise<Consent> {
  const type = bytes.length === 0 ? null : sniffFormType(bytes);
  if (!type)
    throw new HttpError(400, ErrorCode.invalidConsentForm, 'A release form must be a PDF, PNG, JPEG or WebP file. Nothing was saved.');
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
  const { media_id } = await requireConsent(ctx.db, id);
  const row = await changeReleases(ctx, media_id, async (trx) => {
    const now = new Date().toISOString();
    await repo.insertForm(trx, { sha256, content_type: type, size: bytes.length, data: bytes.toString('base64'), created_at: now });
    const form = { form_sha256: sha256, form_name: formFileName(name, type, id), updated_at: now, updated_by: ctx.actor ?? null };
    const updated = await repo.setConsentForm(trx, id, form);
    if (!updated) throw notFound('Release not found');
    return updated;
  });
  return (await presentAll(ctx.db, [row]))[0]!;
}

/** Takes the form off a release; its bytes stay, so the history can bring it back. */
export async function detachForm(ctx: WriteContext, id: number): Promise<Consent> {
  const { media_id } = await requireConsent(ctx.db, id);
  const row = await changeReleases(ctx, media_id, async (trx) => {
    const updated = await repo.setConsentForm(trx, id, {
      form_sha256: null,
      form_name: null,
      updated_at: new Date().toISOString(),
      updated_by: ctx.actor ?? null,
    });
    if (!updated) throw notFound('Release not found');
    return updated;
  });
  return (await presentAll(ctx.db, [row]))[0]!;
}

export async function readForm(ctx: DbContext, id: number): Promise<{ bytes: Buffer; type: string; fileName: string }> {
  const row = await requireConsent(ctx.db, id);
  const form = row.form_sha256 ? await repo.findForm(ctx.db, row.form_sha256) : undefined;
  if (!form) throw notFound('This release has no form');
  return { bytes: Buffer.from(form.data, 'base64'), type: form.content_type, fileName: formFileName(row.form_name, form.content_type, id) };
}

/** For the admin list's badge: which of these interviews lack a narrator's public release (unknown ids left out). */
export async function consentStatus(ctx: DbContext, ids: number[]): Promise<ConsentStatus> {
  const known = await repo.existingMediaIds(ctx.db, ids);
  const missing = known.length ? await missingByMedia(ctx.db, known) : new Map();
  return {
    policy: ctx.consentPolicy ?? 'warn',
    results: known.map((media) => ({ media, consent_missing: (missing.get(media)?.length ?? 0) > 0 })),
  };
}
