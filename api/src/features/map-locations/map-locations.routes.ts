import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MapLocationSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { cacheReads } from '../../lib/read-cache.ts';
import { presentMapLocation } from './map-locations.presenter.ts';
import { listHostsAndGuests, listPublicMapRows, type PersonName } from './map-locations.repository.ts';

/**
 * decision (docs/decisions.md §10): GET /api/v/media/locations/ lists the public videos for the map. An
 * admin token changes nothing: the map is a public screen and archived videos never appear (docs/behaviour.md §5).
 */
export const mapLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  cacheReads(app);
  app.get(
    apiPaths.media.locations,
    {
      schema: {
        summary: 'Public videos with their region and coordinates, for the map',
        tags: ['media'],
        response: { 200: z.array(MapLocationSchema) },
      },
    },
    async () => {
      const { db } = app.database;
      const rows = await listPublicMapRows(db);
      const people = await listHostsAndGuests(
        db,
        rows.map((r) => r.id),
      );
      const byMedia = new Map<number, PersonName[]>();
      for (const p of people) byMedia.set(p.media_id, [...(byMedia.get(p.media_id) ?? []), p]);
      return rows.map((row) => presentMapLocation(row, byMedia.get(row.id) ?? []));
    },
  );
};
