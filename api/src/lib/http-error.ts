import { MAX_ROW_ID } from '#contracts/constants';

/**
 * An error with an HTTP status, thrown by services (often inside a transaction, so the throw
 * also rolls it back). The errors plugin answers it as `{ message }` with that status.
 */
export class HttpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/** Drops ids no row can have, so they count as unknown instead of overflowing a query. */
export function storableIds(ids: number[]): number[] {
  return [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ROW_ID))];
}
