import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FullMediaInput } from '#contracts/media';
import { MapLocationSchema } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';
import { saveMediaWithParts } from '../media/media.service.ts';

function video(title: string, extra: Partial<FullMediaInput['media']> = {}): FullMediaInput {
  return {
    media: { title, url: 'https://www.youtube.com/watch?v=abcdefghijk', interview_date: '2022-05-14', duration: '00:42:00', ...extra },
    segments: [],
    participants: [
      { first_name: 'Fatima', last_name: 'Ait Ali', role: 2 },
      { first_name: 'Youssef', last_name: 'Amrani', role: 1 },
    ],
  };
}

describe('GET /api/v/media/locations/', () => {
  const t = useTestServer({ seed: 'none' });
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const ctx = t.server.app.writeContext();
    const save = async (key: string, input: FullMediaInput) => {
      const id = await saveMediaWithParts(ctx, null, input);
      if (id === null) throw new Error('not saved');
      ids[key] = id;
    };
    await save(
      'azrou',
      video('Cedar keepers', { region: { name: 'Azrou', latitude: 33.43, longitude: -5.22 }, url: 'https://youtu.be/AbCdEfGhIjK' }),
    );
    await save('noCoords', video('Songs of the valley', { region: { name: 'Tigrigra', latitude: null, longitude: null } }));
    await save('noRegion', video('Without a place', { region: null, interview_date: null }));
    await save(
      'archived',
      video('Hidden story', { visibility: 'archived', region: { name: 'Ifrane', latitude: 33.53, longitude: -5.11 } }),
    );
    // Legacy data may carry padding the input schema would have trimmed.
    await ctx.db.updateTable('regions').set({ name: '  Azrou  ' }).where('name', '=', 'Azrou').execute();
  });

  const getLocations = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.server.url}${apiPaths.media.locations}`, { headers });
    expect(res.status).toBe(200);
    return z.array(MapLocationSchema).parse(await res.json());
  };

  it('lists public videos only, never archived ones, even for an admin', async () => {
    const publicList = await getLocations();
    expect(publicList.map((l) => l.title).sort()).toEqual(['Cedar keepers', 'Songs of the valley', 'Without a place']);
    expect(publicList.every((l) => l.visibility === 'public')).toBe(true);
    const adminList = await getLocations(t.admin);
    expect(adminList.map((l) => l.id)).not.toContain(String(ids.archived));
  });

  it('gives the id as a string, the YouTube id, [longitude, latitude], a trimmed region and the names', async () => {
    const item = (await getLocations()).find((l) => l.id === String(ids.azrou));
    expect(item).toEqual({
      id: String(ids.azrou),
      youtubeid: 'AbCdEfGhIjK',
      title: 'Cedar keepers',
      location: { coordinates: [-5.22, 33.43], region: 'Azrou' },
      date: '2022-05-14',
      guest: 'Fatima Ait Ali',
      host: 'Youssef Amrani',
      duration: '00:42:00',
      description: '',
      visibility: 'public',
    });
  });

  it('keeps videos without coordinates or region, with null coordinates', async () => {
    const list = await getLocations();
    const noCoords = list.find((l) => l.id === String(ids.noCoords));
    expect(noCoords?.location).toEqual({ coordinates: null, region: 'Tigrigra' });
    const noRegion = list.find((l) => l.id === String(ids.noRegion));
    expect(noRegion?.location).toEqual({ coordinates: null, region: '' });
    expect(noRegion?.date).toBeNull();
  });

  it('stops listing a video once it is archived', async () => {
    const archived = await call(t.server, 'PATCH', `/api/v/media/${ids.noCoords}/visibility/`, {
      headers: t.admin,
      json: { visibility: 'archived' },
    });
    expect(archived.status).toBe(200);
    const list = await getLocations();
    expect(list.map((l) => l.id)).not.toContain(String(ids.noCoords));
    expect(list).toHaveLength(2);
  });
});
