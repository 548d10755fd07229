import type { Generated, Selectable } from 'kysely';

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
}
export type ContactMessageRow = Selectable<ContactMessageTable>;
