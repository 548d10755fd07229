import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.ts';

const t = useTestServer({ seed: 'none' });

describe('bearer tokens', () => {
  it('answers 401 to a bad or expired token even on a public read, instead of the public view', async () => {
    for (const token of ['not-a-jwt', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl']) {
      const res = await fetch(`${t.server.url}/api/v/media/`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { message: string }).message).toBe('Invalid or expired token.');
    }
  });

  it('lets a valid token through and a request without one read publicly', async () => {
    const withToken = await fetch(`${t.server.url}/api/v/media/`, { headers: t.admin });
    expect(withToken.status).toBe(200);
    expect((await fetch(`${t.server.url}/api/v/media/`)).status).toBe(200);
  });
});
