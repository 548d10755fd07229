import { type LazyRouteFunction, Navigate, type RouteObject } from 'react-router';
import { PUBLIC_PAGES, type PageKey } from '#contracts/public-pages';
import { paths } from '../config/paths.ts';
import { PublicLayout, PublicRouteError, publicLayoutHandle } from './layouts/public-layout.tsx';

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
};

// Route table of docs/behaviour.md §2: the public pages from their registry, then the admin area. Every screen is its
// own lazy chunk, so the map (OpenLayers) and the admin area never load with the home page. The browser's router
// (main.tsx) and the server's rendering of public pages (entry-server.tsx) both read this one table
// (docs/architecture.md "Server rendering").
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <PublicRouteError />,
    handle: publicLayoutHandle,
    children: [
      {
        // A page that fails (its chunk cannot load) shows the error inside the layout, header kept.
        errorElement: <PublicRouteError />,
        children: [
          ...Object.entries(publicScreens).map(([key, lazy]) => ({ path: PUBLIC_PAGES[key as PageKey], lazy })),
          // A guessed /contact finds the contact page (the product's route is /contact-us).
          { path: 'contact', element: <Navigate to={paths.contact} replace /> },
          { path: '*', lazy: () => import('./routes/public/not-found.tsx') },
        ],
      },
    ],
  },
  { path: paths.admin.login, lazy: () => import('./routes/admin/login.tsx') },
  { path: paths.admin.invitation(':token'), lazy: () => import('./routes/admin/invitation.tsx') },
  {
    path: paths.admin.dashboard,
    lazy: () => import('./routes/admin/layout.tsx'),
    children: [
      { index: true, lazy: () => import('./routes/admin/dashboard.tsx') },
      { path: paths.admin.videos, lazy: () => import('./routes/admin/videos.tsx') },
      { path: paths.admin.videoNew, lazy: () => import('./routes/admin/video-new.tsx') },
      { path: paths.admin.videoEdit(':videoId'), lazy: () => import('./routes/admin/video-edit.tsx') },
      { path: paths.admin.videoImport, lazy: () => import('./routes/admin/ohms-import.tsx') },
      { path: paths.admin.messages, lazy: () => import('./routes/admin/messages.tsx') },
      { path: paths.admin.trash, lazy: () => import('./routes/admin/trash.tsx') },
      { path: paths.admin.vocabulary, lazy: () => import('./routes/admin/vocabulary.tsx') },
      { path: paths.admin.accessRequests, lazy: () => import('./routes/admin/access-requests.tsx') },
      { path: paths.admin.videoConsent(':videoId'), lazy: () => import('./routes/admin/video-consent.tsx') },
      { path: paths.admin.videoHistory(':videoId'), lazy: () => import('./routes/admin/video-history.tsx') },
      { path: paths.admin.users, lazy: () => import('./routes/admin/users.tsx') },
      { path: paths.admin.account, lazy: () => import('./routes/admin/account.tsx') },
      { path: paths.admin.activity, lazy: () => import('./routes/admin/activity.tsx') },
      { path: paths.admin.review, lazy: () => import('./routes/admin/review.tsx') },
      { path: paths.admin.proposal(':proposalId'), lazy: () => import('./routes/admin/proposal.tsx') },
      { path: paths.admin.videoTranscript(':videoId'), lazy: () => import('./routes/admin/video-transcript.tsx') },
    ],
  },
];
