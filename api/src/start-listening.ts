import type { FastifyInstance } from 'fastify';
import { type PagesAhead, renderPagesAhead } from './features/seo/pages-ahead.ts';

/**
 * How a server process starts taking visitors: once every plugin is ready (the migrations among them), it renders
 * the pages visitors open most into its kept pages (docs/decisions.md §1520), then listens. In a cluster a worker
 * is counted as started when it listens, so it takes no visitor before then either. Returns what was rendered ahead.
 */
export async function startListening(app: FastifyInstance, address: { port: number; host: string }): Promise<PagesAhead | null> {
  await app.ready();
  const ahead = await renderPagesAhead(app);
  if (ahead) app.log.info(ahead, 'public pages rendered ahead');
  await app.listen(address);
  return ahead;
}
