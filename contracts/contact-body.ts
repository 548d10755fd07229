import type { ContactInput } from './contact.ts';

/**
 * The body the contact form sends (the app's request and the server's for a form sent without
 * JavaScript, docs/decisions.md §1002): trimmed, an empty subject left out. No zod here: the contact page sends it
 * before it has loaded the form's schema (docs/decisions.md §2620).
 */
export function contactBody(input: ContactInput): ContactInput {
  const subject = input.subject?.trim();
  return { name: input.name.trim(), email: input.email.trim(), message: input.message.trim(), ...(subject ? { subject } : {}) };
}
