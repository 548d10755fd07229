import type { Generated, Selectable } from 'kysely';

export interface ParticipantTable {
  id: Generated<number>;
  media_id: number;
  first_name: string;
  last_name: string;
  phone: string;
  role: number;
}
export type ParticipantRow = Selectable<ParticipantTable>;
