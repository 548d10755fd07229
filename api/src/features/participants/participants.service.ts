import { partsService } from '../media-parts/media-parts.service.ts';
import { presentParticipant } from './participants.presenter.ts';
import { participantsRepository } from './participants.repository.ts';

/**
 * The separate participant calls of docs/behaviour.md §7 (media-parts.service.ts). Only admins
 * reach them, so the answers include phone numbers.
 */
export const participantsService = partsService({
  repository: participantsRepository,
  noun: 'participant',
  present: (row) => presentParticipant(row, 'admin'),
});
