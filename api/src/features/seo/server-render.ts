import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ServerRenderModule, type ServerRenderRequest, type ServerRenderResult, serverEntryFile } from '#contracts/server-render';

/** What the page's own API requests carry of the visitor's request: the access cookie and the language. */
interface VisitorHeaders {
  cookie?: string;
  'accept-language'?: string;
}

export type RenderApp = (request: FastifyRequest, page: Omit<ServerRenderRequest, 'url'> & { url: string }) => Promise<ServerRenderResult>;

/**
 * Loads the web app's server entry (docs/architecture.md "Server rendering") and wires its API requests
 * to this server in-process (`inject`: the whole request lifecycle, the access gate and the access rule
 * included, with no socket), carrying the visitor's cookie so the page shows exactly what the visitor's
 * own browser would be shown. Null when the web build has no server entry (the API alone, a test shell).
 */
export async function loadServerRender(app: FastifyInstance, webDist: string): Promise<RenderApp | null> {
  const file = serverEntryFile(webDist);
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerRenderModule;
  const visitor = new AsyncLocalStorage<VisitorHeaders>();
  entry.setApiTransport(async (path, init) => {
    const headers: Record<string, string> = { accept: 'application/json', ...visitor.getStore() };
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  });
  return (request, page) => {
    const headers: VisitorHeaders = {};
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    return visitor.run(headers, () => entry.render(page));
  };
}
