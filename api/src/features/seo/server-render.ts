import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serverRenderHeaders } from '../../lib/server-render-mark.ts';
import { type ServerRenderModule, type ServerRenderRequest, type ServerRenderResult, serverEntryFile } from '#contracts/server-render';

/** What the page's own API requests carry of the visitor's request: the access cookie and the language. */
interface VisitorHeaders {
  cookie?: string;
  'accept-language'?: string;
}

/** The render under way: the server answering its API requests, and the visitor's headers. */
interface Rendering {
  app: FastifyInstance;
  headers: VisitorHeaders;
}

/**
 * One per process, as the server entry is one module per process: each render says which server answers its
 * requests, so several servers in one process (tests) never answer each other's pages.
 */
const rendering = new AsyncLocalStorage<Rendering>();
/** Server entries whose API requests already go through `rendering`. */
const wired = new WeakSet<ServerRenderModule>();

function wire(entry: ServerRenderModule): void {
  if (wired.has(entry)) return;
  wired.add(entry);
  entry.setApiTransport(async (path, init) => {
    const current = rendering.getStore();
    if (!current) throw new Error(`An API request outside a server render: ${path}`);
    const headers: Record<string, string> = { accept: 'application/json', ...current.headers, ...serverRenderHeaders() };
    if (typeof init.body === 'string') headers['content-type'] = 'application/json';
    const answer = await current.app.inject({
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
  wire(entry);
  return (request, page) => {
    const headers: VisitorHeaders = {};
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    return rendering.run({ app, headers }, () => entry.render(page));
  };
}
