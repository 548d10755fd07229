import { partsService } from '../media-parts/media-parts.service.ts';
import { checkSegmentRules } from './segment-rules.ts';
import { presentSegment } from './segments.presenter.ts';
import { segmentsRepository } from './segments.repository.ts';

/** The separate segment calls of docs/behaviour.md §7 (media-parts.service.ts). */
export const segmentsService = partsService({
  repository: segmentsRepository,
  noun: 'segment',
  present: presentSegment,
  check: checkSegmentRules,
});
