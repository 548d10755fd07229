import type { ConsentMissing } from '#contracts/consent';
import { ROLE_GUEST } from '#contracts/constants';

// What a release allows, and what an interview lacks to be made public (docs/behaviour.md §400).

/** A name as releases match it: trimmed, single spaces, lower case, one Unicode form. */
export function personKey(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
}

/** Today's calendar date in UTC (YYYY-MM-DD): releases are dated by the day, as the forms are. */
export function todayUtc(now = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

interface ReleaseTerms {
  scope: string;
  signed_on: string;
  valid_until: string | null;
}

/** Why a release does not allow the public web today; null when it does. */
function releaseProblem(release: ReleaseTerms, today: string): ConsentMissing['reason'] | null {
  if (release.scope !== 'public') return 'not_public_scope';
  if (release.signed_on > today) return 'not_yet_signed';
  if (release.valid_until !== null && release.valid_until < today) return 'expired';
  return null;
}

export function allowsPublic(release: ReleaseTerms, today: string): boolean {
  return releaseProblem(release, today) === null;
}

interface Person {
  first_name: string;
  last_name: string;
  role: number;
}

/**
 * What keeps an interview from the public web: each narrator (a participant with the guest role)
 * without a public release valid today, or the lack of any narrator at all.
 */
export function missingReleases(
  participants: Person[],
  releases: (ReleaseTerms & { person_key: string })[],
  today: string,
): ConsentMissing[] {
  const narrators = participants.filter((p) => p.role === ROLE_GUEST);
  if (narrators.length === 0) return [{ first_name: '', last_name: '', reason: 'no_narrator' }];
  const byKey = new Map(releases.map((r) => [r.person_key, r]));
  return narrators.flatMap((n) => {
    const release = byKey.get(personKey(n.first_name, n.last_name));
    const reason = release ? releaseProblem(release, today) : 'no_release';
    return reason ? [{ first_name: n.first_name, last_name: n.last_name, reason }] : [];
  });
}
