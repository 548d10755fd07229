import { ErrorCode } from '#contracts/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';

/** The i18n key (admin namespace) of a failed login, docs/behaviour.md §8. */
export function loginErrorKey(error: unknown): { key: TextKey<'adminAuth'>; status?: number } {
  if (!(error instanceof ApiError)) return { key: 'login.errors.badResponse' };
  if (error.status === 0) return { key: 'login.errors.network' };
  // docs/behaviour.md §500: the second step of two-factor sign-in, and a disabled account.
  if (error.code === ErrorCode.twoFactorRequired) return { key: 'login.codePrompt' };
  if (error.code === ErrorCode.invalidTwoFactorCode) return { key: 'login.errors.code' };
  if (error.code === ErrorCode.accountDisabled) return { key: 'login.errors.disabled' };
  if (error.status === 401) return { key: 'login.errors.invalid' };
  if (error.status === 429) return { key: 'login.errors.tooMany' };
  return { key: 'login.errors.server', status: error.status };
}
