import { ADMIN_INACTIVITY_MS, storageKeys } from '#contracts/constants';

/** The admin session lives in session storage (docs/behaviour.md §3): adminToken and isAuthenticated. */
export function getAdminToken(): string | null {
  try {
    return sessionStorage.getItem(storageKeys.adminToken);
  } catch {
    return null;
  }
}

export function startAdminSession(token: string): void {
  sessionStorage.setItem(storageKeys.adminToken, token);
  sessionStorage.setItem(storageKeys.isAuthenticated, 'true');
}

export function endAdminSession(): void {
  sessionStorage.removeItem(storageKeys.adminToken);
  sessionStorage.removeItem(storageKeys.isAuthenticated);
}

/**
 * Browser tests shorten the 30-minute inactivity logout (docs/behaviour.md §4) by putting a number of
 * milliseconds under this session-storage key. It can only make the timeout shorter.
 */
export const INACTIVITY_OVERRIDE_KEY = 'atlas_admin_inactivity_ms';

export function inactivityTimeoutMs(): number {
  try {
    const override = Number(sessionStorage.getItem(INACTIVITY_OVERRIDE_KEY));
    if (Number.isFinite(override) && override > 0) return Math.min(override, ADMIN_INACTIVITY_MS);
  } catch {
    // storage unavailable: use the product's value
  }
  return ADMIN_INACTIVITY_MS;
}
