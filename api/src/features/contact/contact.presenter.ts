import type { ContactMessage } from '#contracts/contact';
import type { ContactMessageRow } from './contact.table.ts';

/** Decides what of a stored message leaves the server (admin only). */
export function presentMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_at: row.created_at,
    read: row.read_at !== null,
  };
}
