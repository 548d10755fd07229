import { SegmentSchema } from '#contracts/media';
import { SegmentsInputSchema, SegmentsListInputSchema } from '#contracts/parts';
import { apiPaths } from '#contracts/paths';
import { partRoutes } from '../media-parts/media-parts.routes.ts';
import { segmentsService } from './segments.service.ts';

/** Segment calls of docs/behaviour.md §7, admin only. */
export const segmentRoutes = partRoutes({
  service: segmentsService,
  paths: apiPaths.segments,
  noun: { one: 'segment', many: 'segments' },
  schemas: { item: SegmentSchema, createBody: SegmentsInputSchema, listBody: SegmentsListInputSchema },
});
