import { type MediaAccessInputSchema, type Redaction } from '#contracts/access';
import { ErrorCode, type FieldError } from '#contracts/errors';
import { parseTime } from '#contracts/time';
import type { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import type { AccessSettings } from './access-columns.ts';
import { accessToday } from './access-time.ts';

// The rules an access write must keep beyond its schema (docs/behaviour.md §300): each breach is
// one entry of the 400 `invalid_access` answer's `errors`, and nothing is saved.

type Input = z.output<typeof MediaAccessInputSchema>;

function accessIssues(input: Input, duration: string, today = accessToday()): FieldError[] {
  const issues: FieldError[] = [];
  if (input.access === 'sealed' && input.sealed_until === null)
    issues.push({ path: 'sealed_until', message: 'A sealed interview needs the day it opens.' });
  if (input.access === 'sealed' && input.sealed_until !== null && input.sealed_until <= today)
    issues.push({ path: 'sealed_until', message: 'The day a seal opens must be after today.' });
  const length = parseTime(duration);
  input.redactions.forEach((r, index) => {
    const at = (field: string) => `redactions.${index}.${field}`;
    if (parseTime(r.end_time) <= parseTime(r.start_time))
      issues.push({ path: at('end_time'), message: 'A passage must end after it starts.' });
    if (length > 0 && parseTime(r.end_time) > length)
      issues.push({ path: at('end_time'), message: 'A passage must end within the recording.' });
    if (r.until !== null && r.until <= today) issues.push({ path: at('until'), message: 'The day a passage lifts must be after today.' });
  });
  return issues;
}

/** The settings to store: passages keep their ids, new ones are numbered after the highest. */
export function settingsOf(input: Input, before: Redaction[], duration: string, today = accessToday()): AccessSettings {
  const issues = accessIssues(input, duration, today);
  if (issues.length) throw new HttpError(400, ErrorCode.invalidAccess, issues.map((i) => i.message).join(' '), issues);
  let next = Math.max(0, ...before.map((r) => r.id), ...input.redactions.map((r) => r.id ?? 0));
  const redactions = input.redactions.map((r) => ({
    id: r.id ?? ++next,
    start_time: r.start_time,
    end_time: r.end_time,
    reason: r.reason,
    until: r.until,
  }));
  return { access: input.access, sealed_until: input.access === 'sealed' ? input.sealed_until : null, access_note: input.note, redactions };
}
