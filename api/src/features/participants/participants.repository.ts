import { partsRepository } from '../media-parts/media-parts.repository.ts';

/** Participants are parts of a video (media-parts): listed by role. */
export const participantsRepository = partsRepository({
  table: 'participants',
  orderBy: 'role',
  columns: { first_name: true, last_name: true, phone: true, role: true },
});
