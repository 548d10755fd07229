import { type LazyRouteFunction, Navigate, type RouteObject } from 'react-router';
import { PUBLIC_PAGES, type PageKey } from '#contracts/public-pages';
import { paths } from '../config/paths.ts';
import { PublicLayout, publicLayoutHandle } from './layouts/public-layout.tsx';

/**
 * Each public page's screen, `routes/public/{key}.tsx` (the registry of public pages, contracts/public-pages.ts): a lazy
 * chunk each, loaded on the page's first visit. Spelled out rather than globbed: the home page's bytes are counted
 * (docs/decisions.md §1750).
 */
const publicScreens: { readonly [K in PageKey]: LazyRouteFunction<RouteObject> } = {
  home: () => import('./routes/public/home.tsx'),
  archive: () => import('./routes/public/archive.tsx'),
  video: () => import('./routes/public/video.tsx'),
  map: () => import('./routes/public/map.tsx'),
  ebooks: () => import('./routes/public/ebooks.tsx'),
  about: () => import('./routes/public/about.tsx'),
  contact: () => import('./routes/public/contact.tsx'),
  collections: () => import('./routes/public/collections.tsx'),
  collection: () => import('./routes/public/collection.tsx'),
  place: () => import('./routes/public/place.tsx'),
  person: () => import('./routes/public/person.tsx'),
};

const ADMIN_AREA = 'admin';

// Route table of docs/behaviour.md §2: the public pages from their registry, then the admin area. Every screen is its
// own lazy chunk, so the map (OpenLayers) and the admin area never load with the home page. The browser's router
// (main.tsx) and the server's rendering of public pages (entry-server.tsx) both read this one table, through
// router/screens.tsx (docs/architecture.md "Server rendering").
export const routes: RouteObject[] = [
  {
    // A page that fails (its chunk cannot load, its drawing throws) shows the error inside the layout, header kept.
    element: <PublicLayout />,
    handle: publicLayoutHandle,
    children: [
      ...Object.entries(publicScreens).map(([key, lazy]) => ({ path: PUBLIC_PAGES[key as PageKey], lazy })),
      // A guessed /contact finds the contact page (the product's route is /contact-us).
      { path: 'contact', element: <Navigate to={paths.contact} replace /> },
      { path: '*', lazy: () => import('./routes/public/not-found.tsx') },
    ],
  },
  { path: paths.admin.login, lazy: () => import('./routes/admin/login.tsx') },
  { path: paths.admin.invitation(':token'), lazy: () => import('./routes/admin/invitation.tsx') },
  {
    id: ADMIN_AREA,
    path: paths.admin.dashboard,
    lazy: () => import('./routes/admin/layout.tsx'),
    // The admin area's other screens join on the first visit to one of them (addAdminScreens).
    children: [{ index: true, lazy: () => import('./routes/admin/dashboard.tsx') }],
  },
];

let adminScreensAdded = false;

/**
 * The admin area's screens beyond its dashboard (`routes/admin/screens.ts`), added to the route table the first time the
 * browser goes to one of them: their table grows with every staff screen and no public page needs it, so it stays out
 * of the home page's bytes (docs/decisions.md §1025). True when this call added them (router/screens.tsx). The
 * browser's router only; the server renders no admin page.
 */
export async function addAdminScreens(pathname: string): Promise<boolean> {
  if (adminScreensAdded || !pathname.startsWith(`${paths.admin.dashboard}/`)) return false;
  const { adminScreens } = await import('./routes/admin/screens.ts');
  if (adminScreensAdded) return false;
  adminScreensAdded = true;
  routes.find((route) => route.id === ADMIN_AREA)?.children?.push(...adminScreens);
  return true;
}
