import { useMutation, useQuery } from '@tanstack/react-query';
import { CONTACT_TIMEOUT_MS } from '#contracts/constants';
import { type ContactInput, contactBody } from '#contracts/contact';
import { type FormPost, formPostQueryKey } from '#contracts/server-render';
import { apiPaths } from '#contracts/paths';
import { paths } from '../../../config/paths.ts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';

/** Sends the contact form (docs/behaviour.md §7: 15 s timeout). An empty subject is left out. */
function sendContact(input: ContactInput): Promise<unknown> {
  return apiRequest<unknown>(apiPaths.contact, { method: 'POST', body: contactBody(input), timeoutMs: CONTACT_TIMEOUT_MS });
}

/**
 * The form as sent without JavaScript and answered by the server (docs/decisions.md §1002), when this
 * page is that answer: it comes in the page's query cache, never fetched.
 */
export function useFormPost(): FormPost | null {
  const { data } = useQuery({
    queryKey: formPostQueryKey(paths.contact),
    queryFn: () => null as FormPost | null,
    enabled: false,
    staleTime: Infinity,
  });
  return data ?? null;
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
