import { MAX_ROW_ID } from '#contracts/constants';
import { ErrorCode, type FieldError } from '#contracts/errors';

/**
 * An error with an HTTP status and a stable code, thrown by routes and services (often inside a
 * transaction, so the throw also rolls it back). The errors plugin answers it as
 * `{ code, message, errors? }` with that status; nothing else shapes error answers.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, ErrorCode.notFound, message);
export const badRequest = (message: string) => new HttpError(400, ErrorCode.badRequest, message);
export const unauthorized = (code: ErrorCode, message: string) => new HttpError(401, code, message);
export const tooManyRequests = (message: string) => new HttpError(429, ErrorCode.rateLimited, message);

/** Drops ids no row can have, so they count as unknown instead of overflowing a query. */
export function storableIds(ids: number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID))];
}
