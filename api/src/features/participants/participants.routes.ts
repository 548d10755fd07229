import { ParticipantSchema } from '#contracts/media';
import { ParticipantsInputSchema, ParticipantsListInputSchema } from '#contracts/parts';
import { apiPaths } from '#contracts/paths';
import { partRoutes } from '../media-parts/media-parts.routes.ts';
import { participantsService } from './participants.service.ts';

/** Participant calls of docs/behaviour.md §7, admin only. */
export const participantRoutes = partRoutes({
  service: participantsService,
  paths: apiPaths.participants,
  noun: { one: 'participant', many: 'participants' },
  schemas: { item: ParticipantSchema, createBody: ParticipantsInputSchema, listBody: ParticipantsListInputSchema },
});
