import { ApiError } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';

/** The i18n key (admin namespace) of a failed login, docs/behaviour.md §8. */
export function loginErrorKey(error: unknown): { key: TextKey<'admin'>; status?: number } {
  if (!(error instanceof ApiError)) return { key: 'login.errors.badResponse' };
  if (error.status === 0) return { key: 'login.errors.network' };
  if (error.status === 401) return { key: 'login.errors.invalid' };
  if (error.status === 429) return { key: 'login.errors.tooMany' };
  return { key: 'login.errors.server', status: error.status };
}
