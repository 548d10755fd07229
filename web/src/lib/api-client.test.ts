import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { apiRequest, setUnauthorizedHandler } from './api-client.ts';

/** The network answers 401 to everything; records whether each request carried the token. */
function answer401(): { sentToken: boolean[] } {
  const seen = { sentToken: [] as boolean[] };
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    seen.sentToken.push('authorization' in (init.headers as Record<string, string>));
    return new Response(JSON.stringify({ code: 'access_required', message: 'denied' }), { status: 401 });
  });
  return seen;
}

describe('a 401 and the admin session', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    sessionStorage.setItem(storageKeys.adminToken, 'token');
    sessionStorage.setItem(storageKeys.isAuthenticated, 'true');
    setUnauthorizedHandler(onUnauthorized);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
    onUnauthorized.mockReset();
    sessionStorage.clear();
  });

  it('keeps the session when the refused request did not carry the token', async () => {
    const seen = answer401();
    await expect(apiRequest(apiPaths.auth.accessStatus)).rejects.toMatchObject({ status: 401 });
    expect(seen.sentToken).toEqual([false]);
    expect(sessionStorage.getItem(storageKeys.adminToken)).toBe('token');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the token was sent and refused', async () => {
    const seen = answer401();
    await expect(apiRequest(apiPaths.messages.list)).rejects.toMatchObject({ status: 401 });
    expect(seen.sentToken).toEqual([true]);
    expect(sessionStorage.getItem(storageKeys.adminToken)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});
