import { useMutation } from '@tanstack/react-query';
import { CONTACT_TIMEOUT_MS } from '#contracts/constants';
import type { ContactInput } from '#contracts/contact';
import { contactBody } from '#contracts/contact-body';
import { apiPaths } from '#contracts/paths';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';

/** Sends the contact form (docs/behaviour.md §7: 15 s timeout). An empty subject is left out. */
function sendContact(input: ContactInput): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.contact, { method: 'POST', body: contactBody(input), timeoutMs: CONTACT_TIMEOUT_MS });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}

/** docs/behaviour.md §8 contact messages by failure, as translation keys. */
export function contactErrorKey(error: unknown): TextKey<'contact'> {
  if (!(error instanceof ApiError)) return 'contact.form.error';
  if (error.timedOut) return 'contact.errors.timeout';
  if (error.status === 404) return 'contact.errors.notFound';
  if (error.status >= 500) return 'contact.errors.server';
  if (error.status === 400) return 'contact.errors.badRequest';
  if (error.status === 401) return 'contact.errors.unauthorized';
  if (error.status === 403) return 'contact.errors.forbidden';
  return 'contact.errors.generic';
}
