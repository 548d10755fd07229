import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import type { Participant } from '#contracts/media';
import type { Audience } from '../../lib/audience.ts';
import type { ParticipantRow } from './participants.table.ts';

/** Row → `Participant`. Decides what leaves the server: the public never sees a phone number. */
export function presentParticipant(p: ParticipantRow, audience: Audience): Participant {
  return {
    id: p.id,
    media: p.media_id,
    first_name: p.first_name,
    last_name: p.last_name,
    role: p.role,
    ...(audience === 'admin' ? { phone: p.phone } : {}),
  };
}

type Named = Pick<ParticipantRow, 'first_name' | 'last_name'>;

/** A participant's name as the site shows it ("first last"); null for no one or a blank name. */
export function fullName(p: Named | undefined): string | null {
  return p ? `${p.first_name} ${p.last_name}`.trim() || null : null;
}

/** The names shown with a video: its first guest and first host, in the order given. */
export function guestAndHost(people: (Named & Pick<ParticipantRow, 'role'>)[]): { guest: string | null; host: string | null } {
  return {
    guest: fullName(people.find((p) => p.role === ROLE_GUEST)),
    host: fullName(people.find((p) => p.role === ROLE_HOST)),
  };
}
