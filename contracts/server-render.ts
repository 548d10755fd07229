import type { AppLanguage } from './constants.ts';

/**
 * What the API asks of the web app's server entry (web/src/entry-server.tsx, built by scripts/build-web.ts)
 * to render one public page, and what it answers (docs/architecture.md "Server rendering").
 */
export interface ServerRenderRequest {
  /** The page's path and query, as the visitor asked for it. */
  url: string;
  language: AppLanguage;
  /** The site's origin as the visitor reaches it (addresses the page shows in full). */
  origin: string;
  /** The access status the server decided for this request (the same as GET /api/u/access/status/). */
  access: { required: boolean; granted: boolean };
  /** A form sent to this page without JavaScript, and the API's answer to it. */
  formPost?: FormPost;
}

/**
 * A form a browser without JavaScript sent to a page (docs/decisions.md §1002): what it sent and how the
 * API answered. The page is rendered again with it, in the query cache under formPostQueryKey.
 */
export interface FormPost {
  path: string;
  values: Record<string, string>;
  status: number;
  body: unknown;
}

export const formPostQueryKey = (path: string) => ['form-post', path] as const;

export interface ServerRenderResult {
  /** The app's markup for the root element. */
  html: string;
  /** The query cache the markup was rendered from (TanStack Query's dehydrated state): the browser starts from it. */
  state: unknown;
  /** The page names nothing that exists (an unknown path, an unknown or withheld video). */
  notFound: boolean;
}

/** The built server entry's exports. */
export interface ServerRenderModule {
  /** Where the app's API requests go while rendering: called once, before any render. */
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** Id of the `<script type="application/json">` holding the dehydrated query cache in a server-rendered page. */
export const QUERY_STATE_ELEMENT_ID = 'atlas-query-state';

/**
 * Where the server entry of a web build is written (scripts/build-web.ts) and read (the API): beside
 * the web build, never inside it, since the web build's files are all served.
 */
export const serverEntryFile = (webDist: string) => `${webDist.replace(/\/+$/, '')}-ssr/entry-server.js`;

/** The cookie that keeps a visitor's language (the browser's detector writes it), so the server renders their next page in it. */
export const LANGUAGE_COOKIE = 'i18next';
