import './lib/zod-config.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';
import i18n from './lib/i18n.ts';
import { toAppLanguage } from './lib/language.ts';
import { queryClient } from './lib/query-client.ts';
import { hydrateQueryState } from './lib/query-state.ts';
import './styles.css';

/**
 * A page the server rendered (docs/architecture.md "Server rendering") is hydrated: its query cache is
 * read from the page, its route's lazy module loaded first (so the first client render draws the same
 * page), and it is drawn in the language the server chose; a visitor whose own choice differs (kept
 * in this browser only) gets it right after. Without server markup (the dev server), the app renders.
 */
async function start(): Promise<void> {
  const root = document.getElementById('root')!;
  const serverRendered = hydrateQueryState(queryClient) && root.firstElementChild !== null;
  const matches = serverRendered ? (matchRoutes(routes, window.location) ?? []) : [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <App router={<RouterProvider router={router} />} />
    </StrictMode>
  );
  if (!serverRendered) {
    createRoot(root).render(app);
    return;
  }
  const chosen = i18n.resolvedLanguage;
  const served = toAppLanguage(document.documentElement.lang) ?? 'en';
  if (chosen !== served) await i18n.changeLanguage(served);
  hydrateRoot(root, app);
  if (chosen && chosen !== served) queueMicrotask(() => void i18n.changeLanguage(chosen));
}

void start();
