import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_INACTIVITY_MS } from '#contracts/constants';
import { INACTIVITY_OVERRIDE_KEY, inactivityTimeoutMs } from './session.ts';
import { useInactivityLogout } from './use-inactivity-logout.ts';

const MINUTE = 60_000;

describe('useInactivityLogout (docs/behaviour.md §4: 30 minutes)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });

  it('fires after 30 idle minutes; mouse move, key down, click and scroll restart the timer', () => {
    const onIdle = vi.fn();
    const { unmount } = renderHook(() => useInactivityLogout(onIdle));
    for (const type of ['mousemove', 'keydown', 'click', 'scroll']) {
      vi.advanceTimersByTime(29 * MINUTE);
      window.dispatchEvent(new Event(type));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('stops listening once unmounted', () => {
    const onIdle = vi.fn();
    const { unmount } = renderHook(() => useInactivityLogout(onIdle));
    unmount();
    vi.advanceTimersByTime(ADMIN_INACTIVITY_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('lets a test shorten the timeout, never lengthen it', () => {
    expect(inactivityTimeoutMs()).toBe(ADMIN_INACTIVITY_MS);
    sessionStorage.setItem(INACTIVITY_OVERRIDE_KEY, '1500');
    expect(inactivityTimeoutMs()).toBe(1500);
    sessionStorage.setItem(INACTIVITY_OVERRIDE_KEY, String(ADMIN_INACTIVITY_MS * 10));
    expect(inactivityTimeoutMs()).toBe(ADMIN_INACTIVITY_MS);
    sessionStorage.setItem(INACTIVITY_OVERRIDE_KEY, 'soon');
    expect(inactivityTimeoutMs()).toBe(ADMIN_INACTIVITY_MS);
  });
});
