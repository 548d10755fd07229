/** Business constants of docs/behaviour.md §9, shared by the web app and the API. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const CONTACT_TIMEOUT_MS = 15_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;
export const CACHE_LIFETIME_MS = 5 * 60_000;
export const ADMIN_INACTIVITY_MS = 30 * 60_000;
export const SAVE_REDIRECT_DELAY_MS = 1_200;
export const HEADER_SHADOW_SCROLL_PX = 10;
export const DASHBOARD_RECENT_COUNT = 3;
export const RECENT_SKELETONS = 2;
export const MOST_VIEWED_SKELETONS = 4;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The text a withheld paragraph carries in every outlet; the web app shows its own notice in its place. */
export const WITHHELD_TEXT = '[…]';

/** Listed places nearer than this to a place's point are its neighbours (docs/decisions.md §2310). */
export const NEARBY_KM = 15;

/** Largest id a row can have (PostgreSQL `integer`); a larger id can only be unknown. */
export const MAX_ROW_ID = 2_147_483_647;

/** Days a deleted video waits in the trash before it is purged (TRASH_DAYS overrides). */
export const DEFAULT_TRASH_DAYS = 30;

/** Staff accounts (docs/behaviour.md §500): link lifetime (INVITATION_DAYS overrides), password rules, recovery codes. */
export const DEFAULT_INVITATION_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 12;
export const RECOVERY_CODE_COUNT = 10;

export const VISIBILITIES = ['public', 'archived'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** The site's name where a standard asks for the archive's (OAI-PMH's repositoryName, a package's bag-info.txt); ARCHIVE_NAME overrides it. */
export const DEFAULT_ARCHIVE_NAME = 'Atlas oral-history archive';

export const ROLE_HOST = 1;
export const ROLE_GUEST = 2;

export const LANGUAGES = ['en', 'ar'] as const;
export type AppLanguage = (typeof LANGUAGES)[number];

/** Storage keys of docs/behaviour.md §3. */
export const storageKeys = {
  adminToken: 'adminToken',
  isAuthenticated: 'isAuthenticated',
  platformAccess: 'atlas_platform_access',
  language: 'i18nextLng',
} as const;

/** Name of the httpOnly cookie the server sets when the access gate is passed. */
export const ACCESS_COOKIE = 'atlas_access';

/** Largest signed release form (PDF or image) kept with an interview (docs/behaviour.md §400). */
export const CONSENT_FORM_MAX_BYTES = 5 * 1024 * 1024;
/** Days an approved access request's link works unless staff choose another number (docs/behaviour.md §401). */
export const DEFAULT_ACCESS_DAYS = 30;
export const MAX_ACCESS_DAYS = 365;
