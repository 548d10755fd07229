import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The admin area's screens beyond its dashboard, each its own lazy chunk, joined to the route table on first use (routes.tsx). */
export const adminScreens: RouteObject[] = [
  { path: paths.admin.videos, lazy: () => import('./videos.tsx') },
  { path: paths.admin.videoNew, lazy: () => import('./video-new.tsx') },
  { path: paths.admin.videoEdit(':videoId'), lazy: () => import('./video-edit.tsx') },
  { path: paths.admin.videoImport, lazy: () => import('./ohms-import.tsx') },
  { path: paths.admin.messages, lazy: () => import('./messages.tsx') },
  { path: paths.admin.trash, lazy: () => import('./trash.tsx') },
  { path: paths.admin.vocabulary, lazy: () => import('./vocabulary.tsx') },
  { path: paths.admin.places, lazy: () => import('./places.tsx') },
  // The list and each collection's form (`new` for a new one) are one screen.
  { path: paths.admin.collection(':collectionId?'), lazy: () => import('./collections.tsx') },
  // The list and each person's form are one screen.
  { path: paths.admin.person(':slug?'), lazy: () => import('./people.tsx') },
  { path: paths.admin.spreadsheet, lazy: () => import('./spreadsheet.tsx') },
  { path: paths.admin.accessRequests, lazy: () => import('./access-requests.tsx') },
  { path: paths.admin.videoConsent(':videoId'), lazy: () => import('./video-consent.tsx') },
  { path: paths.admin.videoHistory(':videoId'), lazy: () => import('./video-history.tsx') },
  { path: paths.admin.users, lazy: () => import('./users.tsx') },
  { path: paths.admin.account, lazy: () => import('./account.tsx') },
  { path: paths.admin.activity, lazy: () => import('./activity.tsx') },
  { path: paths.admin.review, lazy: () => import('./review.tsx') },
  { path: paths.admin.proposal(':proposalId'), lazy: () => import('./proposal.tsx') },
  { path: paths.admin.videoTranscript(':videoId'), lazy: () => import('./video-transcript.tsx') },
];
