import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '#contracts/vocabulary';
import { call, fullPayload } from '../../../test/http.ts';
import { useTestServer } from '../../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

describe('GET /api/admin/vocabulary/', () => {
  it('lists the topics, places and people videos use, public or archived, once each', async () => {
    await call(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({ topics: ['Weaving', 'Music'], places: ['Aït Rahou'], important_people: ['Itto'] }),
      headers: t.admin,
    });
    await call(t.server, 'POST', '/api/v/media/full/', {
      json: fullPayload({ visibility: 'archived', topics: ['Music'], places: ['Azrou'], important_people: [] }),
      headers: t.admin,
    });
    const res = await call<Vocabulary>(t.server, 'GET', '/api/admin/vocabulary/', { headers: t.admin });
    expect(res.status).toBe(200);
    // Order is the database's collation; the wizard sorts for the admin's language.
    const sorted = (names: string[]) => [...names].sort();
    expect({ topics: sorted(res.body.topics), places: sorted(res.body.places), important_people: res.body.important_people }).toEqual({
      topics: ['Music', 'Weaving'],
      places: sorted(['Aït Rahou', 'Azrou']),
      important_people: ['Itto'],
    });
  });

  it('is for the admin only', async () => {
    const res = await call(t.server, 'GET', '/api/admin/vocabulary/');
    expect(res.status).toBe(401);
  });
});
