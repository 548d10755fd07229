import { createBrowserRouter, Navigate } from 'react-router';
import { PublicLayout, PublicRouteError } from './layouts/public-layout.tsx';

// Route table of docs/behaviour.md §2. Every screen is its own lazy chunk, so the map (OpenLayers) and the
// admin area never load with the home page.
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <PublicRouteError />,
    children: [
      {
        // A page that fails (its chunk cannot load) shows the error inside the layout, header kept.
        errorElement: <PublicRouteError />,
        children: [
          { index: true, lazy: () => import('./routes/public/home.tsx') },
          { path: 'archive', lazy: () => import('./routes/public/archive.tsx') },
          { path: 'archive/:videoId', lazy: () => import('./routes/public/video.tsx') },
          { path: 'map', lazy: () => import('./routes/public/map.tsx') },
          { path: 'ebooks', lazy: () => import('./routes/public/ebooks.tsx') },
          { path: 'about', lazy: () => import('./routes/public/about.tsx') },
          { path: 'contact-us', lazy: () => import('./routes/public/contact.tsx') },
          // A guessed /contact finds the contact page (the product's route is /contact-us).
          { path: 'contact', element: <Navigate to="/contact-us" replace /> },
          { path: '*', lazy: () => import('./routes/public/not-found.tsx') },
        ],
      },
    ],
  },
  { path: 'atlas-control/login', lazy: () => import('./routes/admin/login.tsx') },
  {
    path: 'atlas-control',
    lazy: () => import('./routes/admin/layout.tsx'),
    children: [
      { index: true, lazy: () => import('./routes/admin/dashboard.tsx') },
      { path: 'videos', lazy: () => import('./routes/admin/videos.tsx') },
      { path: 'videos/new', lazy: () => import('./routes/admin/video-new.tsx') },
      { path: 'videos/edit/:videoId', lazy: () => import('./routes/admin/video-edit.tsx') },
      { path: 'videos/import', lazy: () => import('./routes/admin/ohms-import.tsx') },
      { path: 'messages', lazy: () => import('./routes/admin/messages.tsx') },
      { path: 'trash', lazy: () => import('./routes/admin/trash.tsx') },
      { path: 'videos/history/:videoId', lazy: () => import('./routes/admin/video-history.tsx') },
    ],
  },
]);
