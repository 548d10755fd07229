import { PUBLIC_PAGES, pagePath } from '#contracts/public-pages';

// Every path of the single-page app (docs/architecture.md "The web kit"): the router, links and redirects read
// them here, so a moved screen changes one line. The lint forbids '/atlas-control…' literals elsewhere.
// The public pages are contracts/public-pages.ts's, the one registry the router (app/routes.tsx) and the server (routes,
// page heads, sitemap, links in IIIF, OAI and access links) read too. This module ships with the home page: keep it
// to strings and one-line builders.

const admin = '/atlas-control';

export const paths = {
  ...PUBLIC_PAGES,
  video: (id: number | string) => pagePath('video', { videoId: id }),
  collection: (slug: string) => pagePath('collection', { slug }),
  place: (slug: string) => pagePath('place', { slug }),
  person: (slug: string) => pagePath('person', { slug }),
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
    places: `${admin}/places`,
    collections: `${admin}/collections`,
    /** A collection's form; `new` for a new one. */
    collection: (id: number | string) => `${admin}/collections/${id}`,
    people: `${admin}/people`,
    /** A person's form (names, identifiers, merge, split). */
    person: (slug: string) => `${admin}/people/${slug}`,
    spreadsheet: `${admin}/spreadsheet`,
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
