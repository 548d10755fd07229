import type { ComponentType } from 'react';
import { type LazyRouteFunction, type RouteMatch, type RouteObject, matchRoutes, useRoutes } from 'react-router';
import { ErrorBoundary } from '../../features/layout/components/error-boundary.tsx';
import { type Preloadable, preloadable, usePreloaded } from '../../lib/preloadable-component.tsx';
import { addAdminScreens, routes } from '../routes.tsx';

/** A screen's module (`routes/public/*.tsx`, `routes/admin/*.tsx`): its component, and what the server fetches ahead. */
interface ScreenModule {
  Component?: ComponentType | null;
  handle?: unknown;
}
type LoadScreen = LazyRouteFunction<RouteObject>;

const screens = new Map<LoadScreen, Preloadable<ScreenModule>>();

/** A lazy route's screen, fetched once (lib/preloadable-component.tsx). */
function screenOf(load: LoadScreen): Preloadable<ScreenModule> {
  let screen = screens.get(load);
  if (!screen) screens.set(load, (screen = preloadable<ScreenModule>(load)));
  return screen;
}

/** A route's `handle`: its own, or its loaded screen's (what its page loads before its first draw: lib/render-ahead.ts). */
export function handleOf(route: RouteObject): unknown {
  return route.handle ?? (typeof route.lazy === 'function' ? screenOf(route.lazy).loaded()?.handle : undefined);
}

/**
 * The matches of `pathname`, with every screen they draw loaded: the admin area's screens join the table on the
 * first visit to one of them (routes.tsx), and a screen is fetched once. Rejects when a screen's file cannot come,
 * which its page then shows (Screen). The browser waits for this before it shows a page (browser-router.tsx), as the
 * server does before it draws one (entry-server.tsx).
 */
export async function screensFor(pathname: string): Promise<RouteMatch[]> {
  if (await addAdminScreens(pathname)) table = routeElements(routes);
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? screenOf(route.lazy).preload() : undefined)));
  return matches;
}

/**
 * A lazy route's screen. Drawn once its file is here (screensFor); a screen whose file failed shows the failure on the
 * page's error screen, whose Try Again asks for the file once more.
 */
function Screen({ load }: { load: LoadScreen }) {
  const Component = usePreloaded(screenOf(load))?.Component;
  return Component ? <Component /> : null;
}

/** The route table as `useRoutes` reads it: each lazy route drawn by its Screen. */
function routeElements(table: RouteObject[]): RouteObject[] {
  return table.map(({ lazy, children, ...route }) => {
    const element = typeof lazy === 'function' ? <Screen load={lazy} /> : route.element;
    return (children ? { ...route, element, children: routeElements(children) } : { ...route, element }) as RouteObject;
  });
}

let table = routeElements(routes);

/**
 * The page of the router's location: the browser's router and the server's static one both draw this. A page's own
 * failure is shown under its header (the public layout's boundary); this one catches what fails around it (a
 * layout), which would otherwise leave the tab blank.
 */
export function AppRoutes() {
  return <ErrorBoundary>{useRoutes(table)}</ErrorBoundary>;
}
