/**
 * Every error answer of the API is `{ code, message, errors? }`. `code` is stable and machine-read
 * (the web app branches on it); `message` is for people and may change wording. Add a code here
 * before throwing it: this list is the one place both sides read. No zod here: the web app's entry
 * bundle imports this module (contracts/errors.ts holds the schemas).
 */
export const ErrorCode = {
  /** The body, query or params do not match the route's schema (field problems in `errors`). */
  validationFailed: 'validation_failed',
  /** The body is not JSON, or not the content type the route takes. */
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  /** A request that is well formed but names something inconsistent (another video's part, a missing id). */
  badRequest: 'bad_request',
  /** The database refused a value our schemas let through; nothing was saved. */
  dataRejected: 'data_rejected',
  notFound: 'not_found',
  /** The request would clash with what is there (a video restored from the trash under an id now taken). */
  conflict: 'conflict',
  /** No admin token, or one that is invalid or expired. */
  authenticationRequired: 'authentication_required',
  /** Wrong username or password at login. */
  invalidCredentials: 'invalid_credentials',
  /** A refresh token that is invalid or expired. */
  invalidRefreshToken: 'invalid_refresh_token',
  /** The platform access gate is on and this browser has not passed it. */
  accessRequired: 'access_required',
  /** A wrong platform password at the gate. */
  wrongAccessPassword: 'wrong_access_password',
  rateLimited: 'rate_limited',
  /** The database cannot be reached; try again shortly. */
  serviceUnavailable: 'service_unavailable',
  internalError: 'internal_error',
  /** An uploaded file (OHMS XML) that is malformed, not in the expected format, or declares a DTD; nothing was saved. */
  invalidImport: 'invalid_import',
  /** Access settings that contradict themselves or the recording (docs/behaviour.md §300); nothing was saved. */
  invalidAccess: 'invalid_access',
  /** ffmpeg/ffprobe are not installed (or not at FFMPEG_PATH): recordings cannot be taken in. */
  mediaToolsMissing: 'media_tools_missing',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const knownCodes = new Set<string>(Object.values(ErrorCode));

/** Narrows an unknown answer body to an error body (the web client reads it this way). */
export function isApiErrorBody(body: unknown): body is { code: ErrorCode; message: string; errors?: { path: string; message: string }[] } {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message, errors } = body as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    knownCodes.has(code) &&
    typeof message === 'string' &&
    (errors === undefined || (Array.isArray(errors) && errors.every((e) => typeof e?.path === 'string' && typeof e?.message === 'string')))
  );
}
