// Every path of the single-page app (docs/architecture.md "The web kit"): the router, links and redirects read
// them here, so a moved screen changes one line. The lint forbids '/atlas-control…' literals elsewhere.
// This module ships with the home page: keep it to strings and one-line builders.

const admin = '/atlas-control';

export const paths = {
  home: '/',
  archive: '/archive',
  // Builders take a row id, or ':videoId' for the router's pattern.
  video: (id: number | string) => `/archive/${id}`,
  map: '/map',
  ebooks: '/ebooks',
  about: '/about',
  contact: '/contact-us',
  admin: {
    dashboard: admin,
    login: `${admin}/login`,
    videos: `${admin}/videos`,
    videoNew: `${admin}/videos/new`,
    videoImport: `${admin}/videos/import`,
    videoEdit: (id: number | string) => `${admin}/videos/edit/${id}`,
    videoHistory: (id: number | string) => `${admin}/videos/history/${id}`,
    videoTranscript: (id: number | string) => `${admin}/videos/transcript/${id}`,
    messages: `${admin}/messages`,
    trash: `${admin}/trash`,
    vocabulary: `${admin}/vocabulary`,
    users: `${admin}/users`,
    account: `${admin}/account`,
    activity: `${admin}/activity`,
    review: `${admin}/review`,
    proposal: (id: number | string) => `${admin}/review/${id}`,
    /** The invitation and reset links (api/src/features/accounts/account-links.ts builds them too). */
    invitation: (token: string) => `${admin}/invitation/${token}`,
    accessRequests: `${admin}/access-requests`,
    videoConsent: (id: number | string) => `${admin}/videos/consent/${id}`,
  },
} as const;
