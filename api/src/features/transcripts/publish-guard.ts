import type { FastifyInstance } from 'fastify';
import { getMedia } from '../media/media.service.ts';
import { type ChecklistSubject, subjectOfInput } from '#contracts/publish-checklist';
import { assertPublishable } from './checklist.ts';

type SaveInput = Parameters<typeof subjectOfInput>[0] & { visibility?: 'public' | 'archived' | undefined };

/**
 * Refuses (409 publish_checklist) a write that makes a video public while it lacks a required item, under
 * PUBLISH_CHECKLIST=require; with `warn` it reads nothing. A video already public is not re-checked.
 */
export async function guardPublishing(app: FastifyInstance, ids: number[], input: SaveInput | null): Promise<void> {
  const mode = app.config.publishChecklist ?? 'warn';
  if (mode !== 'require' || (input ? (input.visibility ?? 'public') : 'public') !== 'public') return;
  if (ids.length === 0 && input) return assertPublishable(subjectOfInput(input), mode);
  for (const id of ids) {
    const current = await getMedia(app.database, id, 'admin');
    if (!current || current.visibility === 'public') continue;
    const subject: ChecklistSubject = input ? subjectOfInput(input) : current;
    assertPublishable(subject, mode);
  }
}
