import crypto from 'node:crypto';
import { ErrorCode } from '#contracts/errors';
import type { LinkInfo } from '#contracts/accounts';
import type { DbOrTx } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import { closeLinksOf, findLinkByHash, insertLink } from './account-links.repository.ts';

// Invitation and reset links (docs/behaviour.md §500): 32 random bytes, only their sha256 stored, single use,
// expiring; a new link for an account closes its older ones.

const DAY_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The screen that takes the link (web/src/config/paths.ts `admin.invitation` spells it too). */
export const linkPagePath = (token: string) => `/atlas-control/invitation/${token}`;

export async function issueLink(db: DbOrTx, userId: number, kind: LinkInfo['kind'], days: number, now = new Date()) {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
  await closeLinksOf(db, userId, now.toISOString());
  await insertLink(db, { user_id: userId, kind, token_hash: hashToken(token), created_at: now.toISOString(), expires_at: expiresAt });
  return { token, expiresAt };
}

/** The open link of a token, or the error that says why it cannot be used. */
export async function openLink(db: DbOrTx, token: string, now = new Date()) {
  const link = await findLinkByHash(db, hashToken(token));
  if (!link || link.disabled) throw new HttpError(404, ErrorCode.linkInvalid, 'This link is not valid.');
  if (link.used_at !== null) throw new HttpError(410, ErrorCode.linkUsed, 'This link has already been used. Ask an admin for a new one.');
  if (link.expires_at <= now.toISOString())
    throw new HttpError(410, ErrorCode.linkExpired, 'This link has expired. Ask an admin for a new one.');
  return link;
}
