import { dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH } from '#contracts/constants';
import { ErrorCode } from '#contracts/errors';
import { HttpError } from '../../lib/http-error.ts';

// docs/behaviour.md §500: at least MIN_PASSWORD_LENGTH characters, not containing the username, not on the
// common-password list (zxcvbn-ts's list of about 49,000 passwords seen most often in leaks; docs/decisions.md §500).
let common: Set<string> | null = null;
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

/** Throws a 400 with the rule's code when the password is refused. */
export function checkPassword(username: string, password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new HttpError(400, ErrorCode.passwordTooShort, `Use at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  const lower = password.toLowerCase();
  if (username.trim() !== '' && lower.includes(username.trim().toLowerCase())) {
    throw new HttpError(400, ErrorCode.passwordContainsUsername, 'The password must not contain the username.');
  }
  if (commonPasswords().has(lower)) {
    throw new HttpError(400, ErrorCode.passwordTooCommon, 'This password is too common. Choose another.');
  }
}
