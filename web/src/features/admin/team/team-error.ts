import { ErrorCode } from '#contracts/error-codes';
import { ApiError } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';

/** The codes the team screens explain (docs/behaviour.md §500); anything else reads as a generic failure. */
const explained = {
  [ErrorCode.usernameTaken]: 'team.errors.usernameTaken',
  [ErrorCode.passwordTooShort]: 'team.errors.passwordTooShort',
  [ErrorCode.passwordContainsUsername]: 'team.errors.passwordContainsUsername',
  [ErrorCode.passwordTooCommon]: 'team.errors.passwordTooCommon',
  [ErrorCode.linkInvalid]: 'team.errors.linkInvalid',
  [ErrorCode.linkExpired]: 'team.errors.linkExpired',
  [ErrorCode.linkUsed]: 'team.errors.linkUsed',
  [ErrorCode.lastAdmin]: 'team.errors.lastAdmin',
  [ErrorCode.invalidTwoFactorCode]: 'team.errors.code',
  [ErrorCode.twoFactorState]: 'team.errors.twoFactorState',
  [ErrorCode.conflict]: 'team.errors.conflict',
  [ErrorCode.forbidden]: 'team.errors.forbidden',
  [ErrorCode.rateLimited]: 'team.errors.rateLimited',
  [ErrorCode.validationFailed]: 'team.errors.invalid',
} as const satisfies Partial<Record<ErrorCode, TextKey<'adminTeam'>>>;

export function teamErrorKey(error: unknown): TextKey<'adminTeam'> {
  const code = error instanceof ApiError ? error.code : null;
  return (code && code in explained ? explained[code as keyof typeof explained] : 'team.errors.generic') as TextKey<'adminTeam'>;
}
