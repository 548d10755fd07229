import type { FullMediaInput, MediaInput, MediaPage, SegmentInput } from '#contracts/media';
import { ROLE_GUEST, ROLE_HOST } from '#contracts/constants';
import { call } from '../../../test/http.ts';
import type { TestServer } from '../../../test/test-server.ts';
import { saveMediaWithParts } from '../media/media.service.ts';

// Test helpers for the search suites: videos saved through the real service (one atomic
// save, reindexed in the same transaction) and searches over HTTP.

export interface VideoFixture {
  media?: Partial<MediaInput>;
  guest?: string;
  host?: string;
  segments?: Partial<SegmentInput>[];
}

export function fullInput(title: string, fixture: VideoFixture = {}): FullMediaInput {
  const person = (name: string, role: number) => {
    const [first, ...rest] = name.split(' ');
    return { first_name: first ?? name, last_name: rest.join(' ') || '-', role };
  };
  return {
    media: { title, restriction: 'none', interview_date: '2000-01-01', ...fixture.media },
    segments: (fixture.segments ?? []).map((s, i) => ({
      number: i + 1,
      title: `Part ${i + 1}`,
      start_time: '00:00:00',
      end_time: '00:00:10',
      ...s,
    })),
    participants: [
      ...(fixture.guest ? [person(fixture.guest, ROLE_GUEST)] : []),
      ...(fixture.host ? [person(fixture.host, ROLE_HOST)] : []),
    ],
  };
}

export async function createVideo(server: TestServer, title: string, fixture: VideoFixture = {}): Promise<number> {
  const id = await saveMediaWithParts(server.app.writeContext(), null, fullInput(title, fixture));
  if (id === null) throw new Error('video not saved');
  return id;
}

/** GET /api/v/media/?search=… and the page; fails the test on anything but 200. */
export async function search(
  server: TestServer,
  query: string,
  options: { headers?: Record<string, string>; params?: Record<string, string> } = {},
): Promise<MediaPage> {
  const params = new URLSearchParams({ search: query, page_size: '100', ...options.params });
  const res = await call<MediaPage>(server, 'GET', `/api/v/media/?${params}`, { headers: options.headers });
  if (res.status !== 200) throw new Error(`search ${JSON.stringify(query.slice(0, 40))} → ${res.status}`);
  return res.body;
}

export async function searchIds(server: TestServer, query: string, headers?: Record<string, string>): Promise<number[]> {
  return (await search(server, query, { headers })).results.map((m) => m.id);
}
