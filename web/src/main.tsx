import './lib/zod-config.ts';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteMatch } from 'react-router';
import { App } from './app/app.tsx';
import { TOOK_OVER } from './first-paint/markers.ts';
import { BrowserRouter } from './app/router/browser-router.tsx';
import { AppRoutes, handleOf, screensFor } from './app/router/screens.tsx';
import { takePagePlaceNames } from './lib/arabic-place-names.ts';
import i18n, { i18nReady, startInPageLanguage, switchLanguage } from './lib/i18n.ts';
import { toAppLanguage } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { pageModuleUrls } from './lib/page-modules.ts';
import { hydrateInParts } from './lib/hydrate-in-parts.tsx';
import { hydrateQueryState } from './lib/query-state.ts';
import { type FetchAhead, renderAheadOf } from './lib/render-ahead.ts';
import { yieldToMain } from './lib/yield-to-main.ts';

/**
 * Runs once the app has taken the page over (its effects run after the first commit, of the hydration or of a
 * page drawn in the browser, and after the frame that follows it), and says so on the document, outside the app's
 * markup: from then on every control of the page answers, which the browser tests wait for (docs/architecture.md
 * "Server rendering").
 */
function AfterTakeOver({ run, ready }: { run?: () => void; ready?: () => Promise<void> }) {
  useEffect(() => {
    void (ready?.() ?? Promise.resolve()).then(() => {
      document.documentElement.setAttribute(TOOK_OVER, '');
      run?.();
    });
  }, [run, ready]);
  return null;
}

/**
 * Runs the modules of the page's own chunk one file per task, the last named first (they tend to be the ones the
 * others import). Imported by the route alone, they all ran in one task, the longest after the first paint on the
 * map's page (its schemas and OpenLayers: docs/decisions.md §1500). A file that fails is left to the route's import,
 * which reports it as before.
 */
async function runPageModules(): Promise<void> {
  for (const href of pageModuleUrls().reverse()) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await yieldToMain();
  }
}

/**
 * What the page's routes load before their first draw (`handle.renderAhead`: a withheld video's request form, §2643),
 * as the server loaded it before drawing the page: the answers they read are the page's own (its query cache), never
 * fetched again. A part that fails is drawn later, as on a page the browser draws.
 */
async function loadAheadFromPage(matches: RouteMatch[]): Promise<void> {
  const searchParams = new URLSearchParams(window.location.search);
  const fromPage: FetchAhead = (options) => Promise.resolve(queryClient.getQueryData(options.queryKey));
  await Promise.all(
    matches.map(({ route, params }) => renderAheadOf(handleOf(route))?.({ params, searchParams, fetch: fromPage })?.catch(() => undefined)),
  );
}

/**
 * Loaded by the entry (boot.ts) once the page has painted. A page the server rendered (docs/architecture.md
 * "Server rendering") is hydrated: its query cache is read from the page, its route's lazy module loaded
 * first (so the first client render draws the same page), and it is drawn in the language the server
 * chose; a visitor whose own choice differs (kept in this browser only) gets it once the page is the
 * app's. Without server markup (the dev server), the app renders.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  const serverRendered = hydrateQueryState(queryClient) && root.firstElementChild !== null;
  takePagePlaceNames(queryClient);
  if (serverRendered) await runPageModules();
  // A screen that cannot come is drawn as the page's error (router/screens.tsx).
  const matches = await screensFor(window.location.pathname).catch(() => []);
  if (serverRendered) await loadAheadFromPage(matches);
  const router = (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
  // The texts of a language are fetched on their own (lib/i18n.ts loadLanguage; the entry has started the
  // page's already), and a change of language once they are here also settles `resolvedLanguage`.
  await i18nReady;
  const chosen = toAppLanguage(i18n.language);
  if (!serverRendered) {
    await switchLanguage(chosen ?? 'en');
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
        <AfterTakeOver />
      </StrictMode>,
    );
    return;
  }
  const served = toAppLanguage(document.documentElement.lang) ?? 'en';
  await startInPageLanguage(served);
  // The language's collation, which the hydration's sorts (the map's regions by name) would otherwise load inside its
  // first slice: the first Arabic collator costs milliseconds, later ones nothing (docs/decisions.md §1500). Next to
  // nothing when the entry readied it while a slow line brought this file (boot.ts, §2641).
  new Intl.Collator(served).compare('', '');
  await yieldToMain();
  // The visitor's own choice, when it differs, once the page is the app's: changed during hydration, the
  // texts would not match the server's markup.
  const afterHydration = () => {
    if (chosen && chosen !== served) void switchLanguage(chosen);
  };
  // The page is hydrated in parts, a task each (lib/hydrate-in-parts.tsx, docs/decisions.md §2611); what the visitor
  // pressed meanwhile was held by the first-paint script, which hands it over once the page is the app's
  // (first-paint/first-paint.ts).
  const { partsHydrated } = hydrateInParts();
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} />
      <AfterTakeOver run={afterHydration} ready={partsHydrated} />
    </StrictMode>,
  );
}

void start();
