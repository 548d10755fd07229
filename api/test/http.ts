import type { TestServer } from './test-server.ts';

export interface HttpResult<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON, or null for an empty answer. */
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON unless `raw` is given. */
  json?: unknown;
  /** A body sent exactly as given (bad JSON, other content types). */
  raw?: string;
  headers?: Record<string, string>;
}

/** One HTTP call to a test server; the answer's JSON is parsed (never throws on a 4xx/5xx). */
export async function call<T = unknown>(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${server.url}${path}`, { method, headers, body });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : null) as T };
}

/** A minimal valid media payload (docs/behaviour.md §3 "Saved media payload"). */
export function mediaPayload(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Test interview',
    description: 'About the test village',
    acknowledgement: 'Thanks',
    visibility: 'public',
    restriction: 'none',
    interview_date: '2024-05-01',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    duration: '00:10:00',
    region: { name: 'Ifrane', latitude: 33.5, longitude: -5.1 },
    topics: ['Weaving'],
    important_people: ['A. Elder'],
    places: ['Tizguite'],
    original_language: 'Tamazight',
    transcript: [{ language: 'English', text: 'The full transcript.' }],
    ...overrides,
  };
}

export function segmentPayload(number: number, overrides: Record<string, unknown> = {}) {
  return {
    number,
    title: `Part ${number}`,
    start_time: `00:0${number - 1}:00`,
    end_time: `00:0${number}:00`,
    description: `Segment ${number}`,
    transcript: `Words of segment ${number}`,
    ...overrides,
  };
}

export function participantPayload(role: number, overrides: Record<string, unknown> = {}) {
  return {
    first_name: role === 1 ? 'Hana' : 'Gil',
    last_name: role === 1 ? 'Host' : 'Guest',
    phone: role === 1 ? '+212 600 000 001' : '+212 600 000 002',
    role,
    ...overrides,
  };
}

/** A full (wizard) payload: media, two segments, host and guest. */
export function fullPayload(overrides: Record<string, unknown> = {}) {
  return {
    media: mediaPayload(overrides),
    segments: [segmentPayload(1), segmentPayload(2)],
    participants: [participantPayload(1), participantPayload(2)],
  };
}
