import crypto from 'node:crypto';

// The API requests a server render makes of its own server in-process (features/seo/server-render.ts) carry a mark
// only this process knows, so a route can tell them from a visitor's own request: the page already counted what the
// visitor did (an access link's opening, docs/decisions.md §1812). A visitor cannot send it: it is never written out.

const SERVER_RENDER_HEADER = 'x-atlas-server-render';
const MARK = crypto.randomBytes(16).toString('hex');

/** The headers a server render adds to its in-process API requests. */
export const serverRenderHeaders = (): Record<string, string> => ({ [SERVER_RENDER_HEADER]: MARK });

/** Whether this request is one a server render made of its own server. */
export const isServerRender = (request: { headers: Record<string, unknown> }): boolean => request.headers[SERVER_RENDER_HEADER] === MARK;
