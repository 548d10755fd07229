import type { AccountLink, User, UserCreateInput, UserPatchInput } from '#contracts/accounts';
import { ErrorCode } from '#contracts/errors';
import type { Db } from '../../db/database.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { insertActivity } from '../activity/activity.repository.ts';
import type { RecordActivity } from '../activity/activity.recorder.ts';
import {
  countOtherEnabledAdmins,
  endSessions,
  findAdminById,
  findAdminByUsername,
  insertAccount,
  listAdmins,
  updateAccount,
} from '../auth/admin-users.repository.ts';
import type { AdminUserRow } from '../auth/admin-users.table.ts';
import { hashPassword } from '../auth/password.ts';
import { closeLinksOf, markLinkUsed } from './account-links.repository.ts';
import { issueLink, linkPagePath, openLink } from './account-links.ts';
import type { Mailer } from './mailer.ts';
import { checkPassword } from './password-rules.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

export interface AccountsContext {
  db: Db;
  mailer: Mailer | null;
  invitationDays: number;
  /** The site's address for links: PUBLIC_URL, else the address the admin's request came to. */
  origin: string;
  log: { warn(obj: unknown, msg: string): void };
  /** The admin's change is logged in its own transaction (features/activity/activity.recorder.ts). */
  recordActivity: RecordActivity;
}

function presentUser(row: AdminUserRow): User {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    email: row.email,
    disabled: row.disabled === 1,
    active: row.password_hash !== '',
    two_factor: row.totp_secret !== null,
    created_at: row.created_at,
  };
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await listAdmins(db)).map(presentUser);
}

/** A new account without a password, and its invitation link (emailed when it has an email and SMTP is set). */
export async function createUser(ctx: AccountsContext, input: UserCreateInput): Promise<{ user: User } & AccountLink> {
  const email = input.email ? input.email : null;
  const { id, link } = await writeTransaction(ctx.db, async (trx) => {
    if (await findAdminByUsername(trx, input.username)) throw new HttpError(409, ErrorCode.usernameTaken, 'This username is taken.');
    const id = await insertAccount(trx, { username: input.username, role: input.role, email, now: new Date().toISOString() });
    const link = await issueLink(trx, id, 'invitation', ctx.invitationDays);
    await ctx.recordActivity(trx, { detail: input.username });
    return { id, link };
  });
  const row = (await findAdminById(ctx.db, id))!;
  return { user: presentUser(row), ...(await deliver(ctx, row, 'invitation', link)) };
}

/** A password-reset link for an account (its earlier links stop working). */
export async function resetLink(ctx: AccountsContext, id: number): Promise<AccountLink> {
  const { row, link } = await writeTransaction(ctx.db, async (trx) => {
    const row = await findAdminById(trx, id);
    if (!row) throw notFound('Account not found');
    const link = await issueLink(trx, id, 'reset', ctx.invitationDays);
    await ctx.recordActivity(trx, { detail: row.username });
    return { row, link };
  });
  return deliver(ctx, row, 'reset', link);
}

async function deliver(ctx: AccountsContext, row: AdminUserRow, kind: 'invitation' | 'reset', link: { token: string; expiresAt: string }) {
  const url = `${ctx.origin}${linkPagePath(link.token)}`;
  let emailed = false;
  if (ctx.mailer && row.email) {
    try {
      await ctx.mailer.sendLink({ to: row.email, kind, username: row.username, url, expiresAt: link.expiresAt });
      emailed = true;
    } catch (error) {
      // The admin still has the link to pass on; the answer says it was not sent.
      ctx.log.warn({ err: error }, 'could not send the account link by email');
    }
  }
  return { invitation_url: url, expires_at: link.expiresAt, emailed };
}

/**
 * Changes an account's role or disables it; either ends its sessions at once. The last enabled admin
 * cannot be demoted or disabled, and nobody disables their own account (docs/behaviour.md §500).
 */
export async function patchUser(
  ctx: { db: Db; recordActivity: RecordActivity },
  actorId: number,
  id: number,
  patch: UserPatchInput,
): Promise<User> {
  return writeTransaction(ctx.db, async (trx) => {
    const row = await findAdminById(trx, id);
    if (!row) throw notFound('Account not found');
    const roleChanges = patch.role !== undefined && patch.role !== row.role;
    const disables = patch.disabled === true && row.disabled === 0;
    if (disables && id === actorId) throw new HttpError(409, ErrorCode.lastAdmin, 'You cannot disable your own account.');
    const losesAdmin = row.role === 'admin' && row.disabled === 0 && ((roleChanges && patch.role !== 'admin') || disables);
    if (losesAdmin && (await countOtherEnabledAdmins(trx, id)) === 0) {
      throw new HttpError(409, ErrorCode.lastAdmin, 'At least one enabled admin must remain.');
    }
    const now = new Date().toISOString();
    await updateAccount(trx, id, {
      ...(patch.role !== undefined ? { role: patch.role } : {}),
      ...(patch.disabled !== undefined ? { disabled: patch.disabled ? 1 : 0 } : {}),
      updated_at: now,
    });
    if (roleChanges || disables) await endSessions(trx, id, now);
    if (disables) await closeLinksOf(trx, id, now);
    const state = patch.disabled === undefined ? '' : patch.disabled ? 'disabled' : 'enabled';
    await ctx.recordActivity(trx, { detail: [row.username, patch.role, state].filter(Boolean).join(' ') });
    return presentUser((await findAdminById(trx, id))!);
  });
}

/**
 * Sets the password of a link's account (hashed at `cost`, see password.ts); the link is used up, and the account's
 * other sessions end.
 */
export async function usePasswordLink(db: Db, token: string, password: string, cost?: number): Promise<void> {
  const link = await openLink(db, token);
  checkPassword(link.username, password);
  const hash = await hashPassword(password, cost);
  await writeTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    // Two uses of one link at once: one marks it, the other finds it used.
    if (!(await markLinkUsed(trx, link.id, now))) throw new HttpError(410, ErrorCode.linkUsed, 'This link has already been used.');
    await updateAccount(trx, link.user_id, { password_hash: hash, updated_at: now });
    await closeLinksOf(trx, link.user_id, now);
    await endSessions(trx, link.user_id, now);
    await insertActivity(trx, { at: now, actor: link.username, action: 'account.password_set', detail: link.kind, mediaIds: [] });
  });
}
