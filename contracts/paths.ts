/**
 * Every HTTP path of the API (docs/behaviour.md §7, with trailing slashes exactly as written).
 * Paths the product rules does not show are marked "decision" and recorded in docs/decisions.md.
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
    /** decision: read and use an invitation or password-reset link (docs/behaviour.md §500) */
    link: (token: string) => `/api/u/invitations/${token}/`,
  },
  contact: '/api/u/contact/',
  /** decision: public settings of this site (social links) */
  site: '/api/u/site/',
  /** docs/behaviour.md §804: the Arabic forms of topics, languages and places */
  arabicLabels: '/api/u/vocabulary/',
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
    /** decision: a video's picture served from the site (stored thumbnail or generated poster) */
    poster: (id: number | string) => `/api/v/media/${id}/poster/`,
    /** decision: per-video visibility update used by the bulk dropdown */
    visibility: (id: number | string) => `/api/v/media/${id}/visibility/`,
    /** decision: one atomic save of media + segments + participants */
    full: '/api/v/media/full/',
    fullDetail: (id: number | string) => `/api/v/media/${id}/full/`,
    /** decision: segments as WebVTT chapters (docs/decisions.md §99; the media player offers them as a track) */
    chaptersVtt: (id: number | string) => `/api/v/media/${id}/chapters.vtt`,
    /** decision: a transcript as WebVTT captions (docs/decisions.md §99; the media player offers them as tracks) */
    // `lang` is a BCP 47 tag (letters, digits, hyphens: nothing to escape); routes pass ':lang'.
    transcriptVtt: (id: number | string, lang: string) => `/api/v/media/${id}/transcripts/${lang}.vtt`,
    /** decision: a timed transcript cut as captions (at most 7 s and two lines of 42 characters a cue) */
    captionsVtt: (id: number | string, lang: string) => `/api/v/media/${id}/captions/${lang}.vtt`,
    /** decision: OHMS XML export of one video */
    ohms: (id: number | string) => `/api/v/media/${id}/ohms.xml`,
    /** decision: a visitor asks for a withheld interview (docs/behaviour.md §401) */
    accessRequests: (id: number | string) => `/api/v/media/${id}/access-requests/`,
    /** decision: whether an access link (?access=TOKEN) opens this interview now */
    accessLink: (id: number | string) => `/api/v/media/${id}/access-link/`,
    /** decision: a held recording's stream files (HLS playlists and segments, poster, waveform), served under the access rule */
    stream: (id: number | string, source: number | string, name: string) => `/api/v/media/${id}/stream/${source}/${name}`,
    /** decision: the original recording, when the interview allows public download */
    download: (id: number | string) => `/api/v/media/${id}/download/`,
  },
  /** decision: curated collections (docs/behaviour.md §1200), read by the public */
  collections: {
    list: '/api/v/collections/',
    detail: (slug: string) => `/api/v/collections/${slug}/`,
  },
  /** decision: the gazetteer's places that public interviews name (docs/behaviour.md §1300) */
  places: {
    list: '/api/v/places/',
    detail: (slug: string) => `/api/v/places/${slug}/`,
  },
  /** decision: people of the interviews (docs/behaviour.md §1300), read by the public */
  people: {
    list: '/api/v/people/',
    detail: (slug: string) => `/api/v/people/${slug}/`,
  },
  /** decision: the collections, places and people whose names match a search, above the archive's results (docs/decisions.md §2410) */
  records: {
    list: '/api/v/records/',
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
  /** decision: admin features beyond the product's calls (trash, history, imports, suggestions) */
  admin: {
    /** decision: OHMS XML import into a new archived video */
    ohmsImport: '/api/admin/ohms/import/',
    /** decision: the spreadsheet round trip (docs/behaviour.md §1100) */
    exportCsv: '/api/admin/export.csv',
    exportXlsx: '/api/admin/export.xlsx',
    import: '/api/admin/import/',
    trash: '/api/admin/trash/',
    trashItem: (id: number | string) => `/api/admin/trash/${id}/`,
    trashRestore: (id: number | string) => `/api/admin/trash/${id}/restore/`,
    history: (id: number | string) => `/api/admin/media/${id}/history/`,
    historyRestore: (id: number | string, version: number | string) => `/api/admin/media/${id}/history/${version}/restore/`,
    /** An interview's access level, seal and withheld passages (docs/behaviour.md §300) */
    mediaAccess: (id: number | string) => `/api/admin/media/${id}/access/`,
    /** decision: values already in the archive, suggested by the wizard's tag fields */
    vocabulary: '/api/admin/vocabulary/',
    /** docs/behaviour.md §804: the bilingual vocabulary staff edit */
    vocabularyLabels: '/api/admin/vocabulary/labels/',
    /** Staff accounts (docs/behaviour.md §500) */
    users: '/api/admin/users/',
    user: (id: number | string) => `/api/admin/users/${id}/`,
    userReset: (id: number | string) => `/api/admin/users/${id}/reset/`,
    /** decision: the signed-in account, its two-factor sign-in and its sessions */
    account: '/api/admin/account/',
    twoFactorSetup: '/api/admin/account/2fa/setup/',
    twoFactorEnable: '/api/admin/account/2fa/enable/',
    twoFactorDisable: '/api/admin/account/2fa/disable/',
    signOutEverywhere: '/api/admin/account/sign-out-everywhere/',
    activity: '/api/admin/activity/',
    /** decision: transcribers' changes to public videos, waiting for an editor */
    proposals: '/api/admin/proposals/',
    proposal: (id: number | string) => `/api/admin/proposals/${id}/`,
    proposalAccept: (id: number | string) => `/api/admin/proposals/${id}/accept/`,
    proposalReject: (id: number | string) => `/api/admin/proposals/${id}/reject/`,
    /** decision: releases of an interview's participants (docs/behaviour.md §400) */
    consents: (id: number | string) => `/api/admin/media/${id}/consents/`,
    participantConsent: (id: number | string, participant: number | string) => `/api/admin/media/${id}/consents/${participant}/`,
    consent: (consent: number | string) => `/api/admin/consents/${consent}/`,
    consentForm: (consent: number | string) => `/api/admin/consents/${consent}/form/`,
    consentStatus: '/api/admin/consents/status/',
    accessRequests: '/api/admin/access-requests/',
    accessRequestApprove: (id: number | string) => `/api/admin/access-requests/${id}/approve/`,
    accessRequestRefuse: (id: number | string) => `/api/admin/access-requests/${id}/refuse/`,
    accessRequestRevoke: (id: number | string) => `/api/admin/access-requests/${id}/revoke/`,
    accessRequestEvents: (id: number | string) => `/api/admin/access-requests/${id}/events/`,
    /** decision: one transcript saved by the editor (and the index with it) */
    transcripts: (id: number | string) => `/api/admin/media/${id}/transcripts/`,
    /** decision: a transcript imported from WebVTT, SRT, OHMS, marked text or DOCX */
    transcriptImport: (id: number | string) => `/api/admin/media/${id}/transcripts/import/`,
    /** decision: align a transcript to the recording Atlas holds (a job: docs/behaviour.md §704) */
    transcriptAlign: (id: number | string) => `/api/admin/media/${id}/transcripts/align/`,
    /** decision: a machine draft of a transcript by speech recognition (a job) */
    transcriptDraft: (id: number | string) => `/api/admin/media/${id}/transcripts/draft/`,
    /** decision: an interview's machine drafts and its latest transcript jobs */
    transcriptDrafts: (id: number | string) => `/api/admin/media/${id}/transcripts/drafts/`,
    /** decision: one job's state and progress */
    job: (id: number | string) => `/api/admin/jobs/${id}/`,
    /** decision: what an interview lacks before it goes public */
    checklist: (id: number | string) => `/api/admin/media/${id}/checklist/`,
    /** decision: tus 1.0 resumable uploads of recordings */
    uploads: '/api/admin/uploads/',
    /** decision: whether ffmpeg is there, the upload limit, the storage and the last fixity check */
    mediaTools: '/api/admin/media-tools/',
    mediaFiles: (id: number | string) => `/api/admin/media/${id}/files/`,
    mediaFileDownload: (id: number | string, fileId: number | string) => `/api/admin/media/${id}/files/${fileId}/download/`,
    mediaDownloadSetting: (id: number | string) => `/api/admin/media/${id}/download-setting/`,
    /** decision: collections as staff curate them (docs/behaviour.md §1200) */
    collections: '/api/admin/collections/',
    collection: (id: number | string) => `/api/admin/collections/${id}/`,
    /** decision: a collection back from the Trash */
    collectionRestore: (id: number | string) => `/api/admin/collections/${id}/restore/`,
    /** decision: places with their authority identifiers, as staff edit them (docs/behaviour.md §1300) */
    places: '/api/admin/places/',
    place: (slug: string) => `/api/admin/places/${slug}/`,
    /** decision: people as staff keep them: names, authority identifiers, merge and split (docs/behaviour.md §1300) */
    people: '/api/admin/people/',
    person: (slug: string) => `/api/admin/people/${slug}/`,
    personMerge: (slug: string) => `/api/admin/people/${slug}/merge/`,
    personSplit: (slug: string) => `/api/admin/people/${slug}/split/`,
  },
  docs: '/api/docs/',
  health: '/api/health/',
} as const;

/** decision: open-standard interfaces outside /api (docs/decisions.md §93), reached by harvesters and viewers. */
export const standardPaths = {
  oai: '/oai',
  iiifCollection: '/iiif/collection',
  iiifManifest: (id: number | string) => `/iiif/${id}/manifest`,
  /** decision: a curated collection as a IIIF Collection of its public members' manifests */
  iiifCuratedCollection: (slug: string) => `/iiif/collections/${slug}`,
  /** decision: Prometheus's text format, for a scraper holding METRICS_TOKEN (docs/deploy.md) */
  metrics: '/metrics',
} as const;

/** Path prefixes that carry the admin bearer token (docs/behaviour.md §6). */
const adminTokenPrefixes = [
  '/api/v/video/',
  '/api/v/media/',
  '/api/v/segments/',
  '/api/v/participants/',
  '/api/msg/message/',
  '/api/admin/',
] as const;

/**
 * Whether the web client attaches the admin bearer token to a request for this path. The API's
 * admin-route walk (api/src/plugins/admin-routes.test.ts) proves every admin-only route passes it,
 * so a new admin route under an unlisted prefix fails a test instead of logging the admin out.
 */
export function carriesAdminToken(path: string): boolean {
  return adminTokenPrefixes.some((prefix) => path.startsWith(prefix));
}
