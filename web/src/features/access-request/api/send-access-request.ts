import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AccessRequestInputSchema } from '#contracts/access-requests';
import { CONTACT_TIMEOUT_MS } from '#contracts/constants';
import { ErrorCode } from '#contracts/error-codes';
import { apiPaths } from '#contracts/paths';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';

type AccessRequestValues = z.input<typeof AccessRequestInputSchema>;

/** Sends a visitor's request for one interview (docs/behaviour.md §401), with the contact form's timeout. */
export function useSendAccessRequest(mediaId: number) {
  return useMutation({
    mutationFn: (values: AccessRequestValues) =>
      apiRequest<unknown>(apiPaths.media.accessRequests(mediaId), { method: 'POST', body: values, timeoutMs: CONTACT_TIMEOUT_MS }),
  });
}

export function accessRequestErrorKey(error: unknown): TextKey<'accessRequest'> {
  if (error instanceof ApiError && error.code === ErrorCode.rateLimited) return 'errors.rateLimited';
  if (error instanceof ApiError && error.status === 404) return 'errors.notFound';
  return 'errors.generic';
}
