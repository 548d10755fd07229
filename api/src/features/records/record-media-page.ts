import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaSummary } from '#contracts/media';
import { pageLinks } from '../../lib/page-links.ts';
import { pageSummaries } from '../media/media.service.ts';

/**
 * One `?page=` of a record's public interviews (a collection's, a place's, a person's; `ids` all of them, in the record's
 * order): their summaries through the kept ones (docs/decisions.md §2411, §2512), and the links to the pages beside it.
 */
export async function recordMediaPage(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: readonly number[],
  { page, page_size: limit }: { page: number; page_size: number },
): Promise<{ media: MediaSummary[]; next: string | null; previous: string | null }> {
  const shown = await pageSummaries(app.database, app.caches, ids.slice((page - 1) * limit, page * limit), 'public');
  return { media: shown.map((summary) => summary.value), ...pageLinks(request, page, limit, ids.length) };
}
