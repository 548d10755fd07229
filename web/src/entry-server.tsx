import './lib/zod-config.ts';
import { type DefaultError, QueryClient, type QueryKey, type QueryObserverOptions, hashKey } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { type ServerRenderRequest, type ServerRenderResult, formPostQueryKey } from '#contracts/server-render';
import { App } from './app/app.tsx';
import { AppRoutes, handleOf, screensFor } from './app/router/screens.tsx';
import { accessStatusQueryOptions } from './features/access-gate/api/access.ts';
import { arabicLabelsQueryOptions } from './lib/arabic-labels.ts';
import { type FetchAhead, renderAheadOf } from './lib/render-ahead.ts';
import { PAGE_PLACE_NAMES_KEY, loadArabicPlaceNames, recordArabicPlaceNames } from './lib/arabic-place-names.ts';
import i18n from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { dehydrateQueryState } from './lib/query-state.ts';
import { setRenderingOrigin } from './lib/site-origin.ts';

export { setApiTransport } from './lib/api-client.ts';

/**
 * Renders a public page on the server (docs/architecture.md "Server rendering"): the same route table,
 * components, query keys and query functions as the browser. A render notes every query the page
 * asks for; those not yet in the cache are fetched (from the server itself, api-client's transport)
 * and the page is rendered again, until nothing new is asked (a video's page asks for related
 * interviews only once it has the video). The browser then starts from the same cache.
 */
type AnyObserverOptions = QueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/** A query client that keeps every query a render asks for (through its observers' options). */
function recordingQueryClient(): { client: QueryClient; asked: Map<string, AnyObserverOptions>; drawing: (draw: () => string) => string } {
  const defaults = createQueryClient({ retry: false }).getDefaultOptions();
  // A failed read is drawn as failed (its message), not as loading: the render never fetches. Its queries are never
  // collected (gcTime Infinity, TanStack Query's own default on a server): the browser's 5 minutes would leave a
  // timer per query holding the request's client and data for 5 minutes after the page was sent, and keep a
  // process that has closed its server (npm run bench:web) from exiting for as long.
  const client = new QueryClient({
    defaultOptions: { ...defaults, queries: { ...defaults.queries, retryOnMount: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const asked = new Map<string, AnyObserverOptions>();
  // Only what a draw asks: the render's own fetches (some ahead of any draw, lib/render-ahead.ts) are not the page asking.
  let drawn = false;
  const defaultQueryOptions = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: AnyObserverOptions) => {
    const defaulted = defaultQueryOptions(options);
    if (!drawn) return defaulted;
    // Only queries the page means to run now: a disabled one (Arabic names on an English page) is left out.
    // A query marked for the browser only (the map's boundary files, static assets) stays for the browser.
    if (
      defaulted.meta?.serverRender !== false &&
      defaulted.enabled !== false &&
      typeof defaulted.enabled !== 'function' &&
      defaulted.queryFn
    ) {
      asked.set(defaulted.queryHash, defaulted as AnyObserverOptions);
    }
    return defaulted;
  }) as typeof client.defaultQueryOptions;
  const drawing = (draw: () => string) => {
    drawn = true;
    try {
      return draw();
    } finally {
      drawn = false;
    }
  };
  return { client, asked, drawing };
}

/** Renders after the last fetch are cheap (a few ms); a page that keeps asking is cut off here. */
const MAX_RENDERS = 4;

export async function render({ url, language, origin, access, formPost }: ServerRenderRequest): Promise<ServerRenderResult> {
  const { client, asked, drawing } = recordingQueryClient();
  client.setQueryData(accessStatusQueryOptions().queryKey, access);
  if (formPost) client.setQueryData(formPostQueryKey(formPost.path), formPost);
  // Arabic pages name places in Arabic (lib/arabic-place-names.ts); loaded once, for every render after.
  if (language === 'ar') await loadArabicPlaceNames();
  const translator = i18n.cloneInstance({ lng: language, initAsync: false });

  const { pathname, searchParams } = new URL(url, 'http://atlas.invalid');
  const matches = await screensFor(pathname);

  // The Arabic place names the last render showed travel with the page, so the browser hydrates without the
  // gazetteer (lib/arabic-place-names.ts, docs/decisions.md §1301).
  let placeNames = {};
  const draw = () => {
    setRenderingOrigin(origin);
    const { result, names } = recordArabicPlaceNames(() =>
      drawing(() =>
        renderToString(
          <App
            i18n={translator}
            queryClient={client}
            router={
              <StaticRouter location={url}>
                <AppRoutes />
              </StaticRouter>
            }
          />,
        ),
      ),
    );
    placeNames = names;
    return result;
  };
  // What the page will ask for is fetched before its first draw (lib/render-ahead.ts): each route's guesses and, on an
  // Arabic page, its names' Arabic forms (asked once the data holding the names is drawn). A guess no draw asked for
  // is dropped before the page's data is written. Nothing ahead behind the gate, which fetches no archive data.
  const fetchedAhead = new Set<string>();
  const fetchAhead: FetchAhead = async (options) => {
    fetchedAhead.add(hashKey(options.queryKey));
    await client.prefetchQuery(options);
    return client.getQueryData(options.queryKey);
  };
  if (!access.required || access.granted) {
    await Promise.all([
      language === 'ar' ? fetchAhead(arabicLabelsQueryOptions()) : undefined,
      ...matches.map(({ route, params }) => renderAheadOf(handleOf(route))?.({ params, searchParams, fetch: fetchAhead })),
    ]);
  }
  let html = draw();
  for (let pass = 1; pass < MAX_RENDERS; pass += 1) {
    const missing = [...asked].flatMap(([hash, options]) => {
      const state = client.getQueryCache().get(hash)?.state;
      return !state || (state.dataUpdatedAt === 0 && state.errorUpdatedAt === 0) ? [options] : [];
    });
    if (missing.length === 0) break;
    await Promise.all(missing.map((options) => client.prefetchQuery(options)));
    html = draw();
  }
  for (const hash of fetchedAhead) {
    const query = asked.has(hash) ? undefined : client.getQueryCache().get(hash);
    if (query) client.getQueryCache().remove(query);
  }

  if (Object.keys(placeNames).length > 0) client.setQueryData(PAGE_PLACE_NAMES_KEY, placeNames);
  const state = dehydrateQueryState(client);
  const lastRoute = matches.at(-1)?.route;
  const failedWith404 = client
    .getQueryCache()
    .getAll()
    .some((query) => (query.state.error as { status?: number } | null)?.status === 404);
  return { html, state, notFound: lastRoute?.path === '*' || failedWith404 };
}
