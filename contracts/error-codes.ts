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
  /** A spreadsheet import with problems by row and column (`errors`); nothing was changed. */
  importErrors: 'import_errors',
  /** The account's role does not allow this call (docs/behaviour.md §500). */
  forbidden: 'forbidden',
  /** Login needs the two-factor code of this account: send it again with `code`. */
  twoFactorRequired: 'two_factor_required',
  /** A wrong, reused or expired two-factor or recovery code; counted like a wrong password. */
  invalidTwoFactorCode: 'invalid_two_factor_code',
  /** REQUIRE_2FA asks this account to turn two-factor sign-in on before anything else. */
  twoFactorSetupRequired: 'two_factor_setup_required',
  /** Two-factor setup steps out of order (no pending secret, already on, or required and cannot be turned off). */
  twoFactorState: 'two_factor_state',
  /** The account is disabled: it cannot sign in. */
  accountDisabled: 'account_disabled',
  /** Another account has this username (compared without case). */
  usernameTaken: 'username_taken',
  /** A password shorter than the minimum length. */
  passwordTooShort: 'password_too_short',
  /** A password that contains the account's username. */
  passwordContainsUsername: 'password_contains_username',
  /** A password on the list of common passwords. */
  passwordTooCommon: 'password_too_common',
  /** An invitation or reset link that does not exist. */
  linkInvalid: 'link_invalid',
  /** An invitation or reset link past its expiry. */
  linkExpired: 'link_expired',
  /** An invitation or reset link already used (or replaced by a newer one). */
  linkUsed: 'link_used',
  /** The change would leave no enabled admin, or an admin would lock themselves out. */
  lastAdmin: 'last_admin',
  /** Publishing refused: CONSENT_POLICY=require and a narrator has no public release valid today (docs/behaviour.md §400). */
  consentRequired: 'consent_required',
  /** A release form that is not a PDF, PNG, JPEG or WebP by its content, or is empty or too large; nothing was saved. */
  invalidConsentForm: 'invalid_consent_form',
  /** Access settings that contradict themselves or the recording (docs/behaviour.md §300); nothing was saved. */
  invalidAccess: 'invalid_access',
  /** An imported transcript has a cue (or marker) that ends before it starts; nothing was saved. */
  cueEndsBeforeStart: 'cue_ends_before_start',
  /** An OHMS index needs the recording's length and nothing gave it: send `duration` (hh:mm:ss). */
  durationRequired: 'duration_required',
  /** PUBLISH_CHECKLIST=require and the interview lacks a required item (`errors` lists them). */
  publishChecklist: 'publish_checklist',
  /** ffmpeg/ffprobe are not installed (or not at FFMPEG_PATH): recordings cannot be taken in. */
  mediaToolsMissing: 'media_tools_missing',
  /** Aligning or drafting needs a recording Atlas holds, taken in whole; this interview has none. */
  recordingRequired: 'recording_required',
  /** Aligning needs a transcript in the language asked; the interview has none in it. */
  transcriptMissing: 'transcript_missing',
  /** Aligning needs words to align; the transcript in the language asked holds none. */
  transcriptEmpty: 'transcript_empty',
  /** The synthesizer (aligning) or the engine (drafting) has no voice or model for this language. */
  languageNotSupported: 'language_not_supported',
  /** A job of this kind is already queued or running for this interview; its id is in the message. */
  jobInProgress: 'job_in_progress',
  /** A program aligning or drafting needs is not installed: `errors[0].path` names what to install. */
  speechToolMissing: 'speech_tool_missing',
  /** TRANSCRIBE_ENGINE=off: this archive makes no machine drafts. */
  transcriptionOff: 'transcription_off',
  /** A person merged into themselves (docs/behaviour.md §1300); nothing changed. */
  mergeIntoItself: 'merge_into_itself',
  /** A split names interviews the person does not take part in (`errors` names each); nothing changed. */
  notPersonsInterview: 'not_persons_interview',
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
