import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '#contracts/paths';
import { SiteSettingsSchema } from '#contracts/site';

/** decision (docs/decisions.md §800): configuration the public pages show. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { social_links: app.config.socialLinks };
  app.get(
    apiPaths.site,
    {
      schema: { summary: 'Public settings of this site', tags: ['site'], response: { 200: SiteSettingsSchema } },
    },
    async (_request, reply) => {
      // Configuration changes only with a restart: let browsers keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};
