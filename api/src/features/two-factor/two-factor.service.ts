import { ErrorCode } from '#contracts/errors';
import type { Db, DbOrTx } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { RecordActivity } from '../activity/activity.recorder.ts';
import { findAdminById, updateAccount } from '../auth/admin-users.repository.ts';
import type { AdminUserRow } from '../auth/admin-users.table.ts';
import { acceptedStep, hashRecoveryCode, newRecoveryCodes, newTotpSecret, setupDetails } from './totp.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

// Two-factor sign-in of one's own account (docs/behaviour.md §500): setup shows a secret and its QR code,
// a first right code turns it on and gives the recovery codes, a right code turns it off.

const stateError = (message: string) => new HttpError(409, ErrorCode.twoFactorState, message);
const wrongCode = () => new HttpError(400, ErrorCode.invalidTwoFactorCode, 'The code is wrong or expired.');

async function account(db: DbOrTx, id: number): Promise<AdminUserRow> {
  const row = await findAdminById(db, id);
  if (!row) throw new HttpError(401, ErrorCode.authenticationRequired, 'Invalid or expired token.');
  return row;
}

export async function startSetup(db: DbOrTx, id: number) {
  const row = await account(db, id);
  if (row.totp_secret !== null) throw stateError('Two-factor sign-in is already on.');
  const secret = newTotpSecret();
  await updateAccount(db, id, { totp_pending_secret: secret, updated_at: new Date().toISOString() });
  return setupDetails(row.username, secret);
}

/** Turns two-factor sign-in on with a code of the pending secret; answers the new recovery codes. */
export async function enable(db: Db, id: number, code: string, recordActivity: RecordActivity): Promise<string[]> {
  return writeTransaction(db, async (trx) => {
    const row = await account(trx, id);
    if (row.totp_secret !== null) throw stateError('Two-factor sign-in is already on.');
    if (row.totp_pending_secret === null) throw stateError('Start the setup first.');
    const step = await acceptedStep(row.totp_pending_secret, code, null);
    if (step === null) throw wrongCode();
    const now = new Date().toISOString();
    await updateAccount(trx, id, {
      totp_secret: row.totp_pending_secret,
      totp_pending_secret: null,
      totp_last_step: step,
      updated_at: now,
    });
    const codes = newRecoveryCodes();
    await trx.deleteFrom('recovery_codes').where('user_id', '=', id).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ user_id: id, code_hash: hashRecoveryCode(c), used_at: null })))
      .execute();
    await recordActivity(trx);
    return codes;
  });
}

export async function disable(db: Db, id: number, code: string, required: boolean, recordActivity: RecordActivity): Promise<void> {
  await writeTransaction(db, async (trx) => {
    const row = await account(trx, id);
    if (row.totp_secret === null) throw stateError('Two-factor sign-in is off.');
    if (required) throw stateError('Two-factor sign-in is required for this account.');
    if (!(await checkSecondFactor(trx, row, code))) throw wrongCode();
    await updateAccount(trx, id, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
      updated_at: new Date().toISOString(),
    });
    await trx.deleteFrom('recovery_codes').where('user_id', '=', id).execute();
    await recordActivity(trx);
  });
}

/** A right TOTP code (never one already used) or an unused recovery code, which is then used up. */
export async function checkSecondFactor(db: DbOrTx, row: AdminUserRow, code: string): Promise<boolean> {
  if (row.totp_secret === null) return false;
  const step = await acceptedStep(row.totp_secret, code, row.totp_last_step);
  if (step !== null) {
    // Only a later step is stored: two requests with one code cannot both pass.
    const result = await db
      .updateTable('admin_users')
      .set({ totp_last_step: step })
      .where('id', '=', row.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  const used = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', row.id)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}
