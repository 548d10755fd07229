/**
 * Every HTTP path of the API (spec §7, with trailing slashes exactly as written).
 * Paths the spec does not show are marked "decision" and recorded in docs/decisions.md.
 */
export const apiPaths = {
  auth: {
    login: '/api/u/login/',
    /** decision: refresh an access token with a refresh token */
    refresh: '/api/u/token/refresh/',
    /** decision: the platform access gate, checked by the server */
    access: '/api/u/access/',
    /** decision: whether the gate is on and whether this browser has passed it */
    accessStatus: '/api/u/access/status/',
  },
  contact: '/api/u/contact/',
  messages: {
    list: '/api/msg/message/',
    /** decision: read/unread and delete for the admin inbox */
    detail: (id: number | string) => `/api/msg/message/${id}/`,
  },
  media: {
    list: '/api/v/media/',
    mostWatched: '/api/v/media/most-watched/',
    recent: '/api/v/media/recent/',
    /** decision: public interview locations for the map */
    locations: '/api/v/media/locations/',
    detail: (id: number | string) => `/api/v/media/${id}/`,
    view: (id: number | string) => `/api/v/media/${id}/view/`,
    /** decision: per-video visibility update used by the bulk dropdown */
    visibility: (id: number | string) => `/api/v/media/${id}/visibility/`,
    /** decision: one atomic save of media + segments + participants */
    full: '/api/v/media/full/',
    fullDetail: (id: number | string) => `/api/v/media/${id}/full/`,
    /** decision: WebVTT chapters, one cue per segment (issue 13) */
    chaptersVtt: (id: number | string) => `/api/v/media/${id}/chapters.vtt`,
    /** decision: WebVTT of a transcript with time markers, by language tag (issue 13) */
    transcriptVtt: (id: number | string, lang: string) => `/api/v/media/${id}/transcripts/${lang}.vtt`,
    /** decision: OHMS XML export of one video (issue 13) */
    ohms: (id: number | string) => `/api/v/media/${id}/ohms.xml`,
  },
  video: {
    create: '/api/v/video/',
    metadata: (id: number | string) => `/api/v/video/${id}/metadata/`,
    bulkUpdateStatus: '/api/v/video/bulk-update-status/',
    bulkDelete: '/api/v/video/bulk-delete/',
  },
  segments: {
    create: '/api/v/segments/',
    bulkUpdate: '/api/v/segments/bulk-update/',
    replace: '/api/v/segments/replace/',
    bulkDelete: '/api/v/segments/bulk-delete/',
    detail: (id: number | string) => `/api/v/segments/${id}/`,
  },
  participants: {
    create: '/api/v/participants/',
    bulkUpdate: '/api/v/participants/bulk_update/',
    replace: '/api/v/participants/replace/',
    bulkDelete: '/api/v/participants/bulk-delete/',
    detail: (id: number | string) => `/api/v/participants/${id}/`,
  },
  /** decision: trash and version history (issue 14) */
  /** decision: admin features beyond the spec's calls (trash, history, imports, suggestions) */
  admin: {
    /** decision: OHMS XML import into a new archived video */
    ohmsImport: '/api/admin/ohms/import/',
    trash: '/api/admin/trash/',
    trashItem: (id: number | string) => `/api/admin/trash/${id}/`,
    trashRestore: (id: number | string) => `/api/admin/trash/${id}/restore/`,
    history: (id: number | string) => `/api/admin/media/${id}/history/`,
    historyRestore: (id: number | string, version: number | string) => `/api/admin/media/${id}/history/${version}/restore/`,
  },
  docs: '/api/docs/',
  health: '/api/health/',
} as const;

/** decision: open-standard interfaces outside /api (issue 13), reached by harvesters and viewers. */
export const standardPaths = {
  oai: '/oai',
  iiifCollection: '/iiif/collection',
  iiifManifest: (id: number | string) => `/iiif/${id}/manifest`,
} as const;

/** Path prefixes that carry the admin bearer token (spec §6). */
export const adminTokenPrefixes = [
  '/api/v/video/',
  '/api/v/media/',
  '/api/v/segments/',
  '/api/v/participants/',
  '/api/msg/message/',
  '/api/admin/',
] as const;
