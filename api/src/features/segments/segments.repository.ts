import { partsRepository } from '../media-parts/media-parts.repository.ts';

/** Segments are parts of a video (media-parts): listed by their number. */
export const segmentsRepository = partsRepository({
  table: 'segments',
  orderBy: 'number',
  columns: { number: true, title: true, start_time: true, end_time: true, description: true, transcript: true },
});
