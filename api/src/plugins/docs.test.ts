import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

interface OpenApi {
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> }>>;
}

let server: TestServer;
let doc: OpenApi;

beforeAll(async () => {
  server = await startTestServer({ seed: 'none' });
  doc = (await call<OpenApi>(server, 'GET', '/api/docs/json')).body;
});
afterAll(() => server.close());

describe('/api/docs/ (OpenAPI from the zod schemas)', () => {
  it.each([
    ['post', '/api/u/login/'],
    ['post', '/api/u/token/refresh/'],
    ['post', '/api/u/contact/'],
    ['get', '/api/v/media/'],
    ['get', '/api/v/media/most-watched/'],
    ['get', '/api/v/media/recent/'],
    ['get', '/api/v/media/{id}/'],
    ['post', '/api/v/media/{id}/view/'],
  ])('documents the public call %s %s', (method, path) => {
    expect(doc.paths[path]?.[method]).toBeDefined();
    expect(doc.paths[path]?.[method]?.security).toBeUndefined();
  });

  it.each([
    ['post', '/api/v/media/'],
    ['post', '/api/v/video/'],
    ['put', '/api/v/media/{id}/'],
    ['delete', '/api/v/media/{id}/'],
    ['patch', '/api/v/media/{id}/visibility/'],
    ['patch', '/api/v/video/{id}/metadata/'],
    ['post', '/api/v/video/bulk-update-status/'],
    ['post', '/api/v/video/bulk-delete/'],
    ['post', '/api/v/media/full/'],
    ['put', '/api/v/media/{id}/full/'],
    ['post', '/api/v/segments/'],
    ['put', '/api/v/segments/bulk-update/'],
    ['put', '/api/v/segments/replace/'],
    ['delete', '/api/v/segments/bulk-delete/'],
    ['delete', '/api/v/segments/{id}/'],
    ['post', '/api/v/participants/'],
    ['put', '/api/v/participants/bulk_update/'],
    ['put', '/api/v/participants/replace/'],
    ['delete', '/api/v/participants/bulk-delete/'],
    ['delete', '/api/v/participants/{id}/'],
    ['get', '/api/msg/message/'],
    ['patch', '/api/msg/message/{id}/'],
    ['delete', '/api/msg/message/{id}/'],
  ])('documents the admin call %s %s with the bearer scheme', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(operation?.responses?.['401']).toBeDefined();
  });

  it('does not list the SPA fallback', () => {
    // Outside /api only the open-standard interfaces (OAI-PMH, IIIF) are documented.
    const documented = Object.keys(doc.paths).filter((p) => !p.startsWith('/api/'));
    expect(documented.sort()).toEqual(['/iiif/collection', '/iiif/collections/{slug}', '/iiif/{id}/manifest', '/oai']);
  });
});
