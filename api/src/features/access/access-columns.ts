import { type AccessLevel, type Redaction, redactionsInForce, stillSealed } from '#contracts/access';
import { accessToday } from './access-time.ts';

// An interview's access as the media row stores it: every write of access (the access route, a
// version restored, a video back from the trash) goes through accessColumns, so the day the
// public's view next changes by itself is always stored beside it.

export interface AccessSettings {
  access: AccessLevel;
  sealed_until: string | null;
  access_note: string;
  redactions: Redaction[];
}

/**
 * The next day on which what the public sees changes with no write: a seal opens, a withheld passage
 * lifts. Null when none is coming. The access clock (access-clock.ts) acts on it.
 */
export function nextAccessChange(
  settings: Pick<AccessSettings, 'access' | 'sealed_until' | 'redactions'>,
  today = accessToday(),
): string | null {
  const days = redactionsInForce(settings.redactions, today).flatMap((r) => (r.until ? [r.until] : []));
  if (settings.access === 'sealed' && settings.sealed_until && stillSealed(settings.sealed_until, today)) days.push(settings.sealed_until);
  return days.length ? days.reduce((a, b) => (a < b ? a : b)) : null;
}

/** The day a seal opens as stored: only a sealed interview keeps one. */
export const keptSealDay = (settings: Pick<AccessSettings, 'access' | 'sealed_until'>): string | null =>
  settings.access === 'sealed' ? settings.sealed_until : null;

/** The media row's access columns for these settings. */
export function accessColumns(settings: AccessSettings, today = accessToday()) {
  return {
    access: settings.access,
    sealed_until: keptSealDay(settings),
    access_note: settings.access_note,
    redactions: JSON.stringify(settings.redactions),
    access_changes_on: nextAccessChange(settings, today),
  };
}
