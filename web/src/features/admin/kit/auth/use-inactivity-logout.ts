import { useEffect } from 'react';
import { inactivityTimeoutMs } from './session.ts';

// docs/behaviour.md §4: mouse move, key down, click and scroll restart the timer.
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'scroll'] as const;

/** Calls `onIdle` once the admin has been inactive for 30 minutes (docs/behaviour.md §4, §9). */
export function useInactivityLogout(onIdle: () => void): void {
  useEffect(() => {
    const timeoutMs = inactivityTimeoutMs();
    let timer = window.setTimeout(onIdle, timeoutMs);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(onIdle, timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, restart, { capture: true });
    };
  }, [onIdle]);
}
