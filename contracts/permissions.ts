// Roles and permissions, once (docs/behaviour.md §500). The server enforces `adminRoutePermissions` on every
// admin route (api/src/plugins/auth.ts), the screens hide what `can()` refuses, and
// api/src/plugins/admin-routes.test.ts walks every admin route for every role against this table.
// No zod here: the admin screens read it.

export const roles = ['admin', 'editor', 'transcriber', 'viewer'] as const;
export type Role = (typeof roles)[number];

const staff = ['admin', 'editor', 'transcriber', 'viewer'] as const;
const editors = ['admin', 'editor'] as const;

/** Each permission and the roles that hold it. */
const permissions = {
  /** Read everything staff see: withheld videos, parts, inbox, history, trash, activity. */
  'staff.read': staff,
  /** One's own account: two-factor sign-in, sign out everywhere. */
  'account.self': staff,
  'media.create': editors,
  /** A video's own fields and metadata. */
  'media.edit': editors,
  /** Transcripts, segments and participants (a transcriber's change to a public video waits for review). */
  'transcript.edit': ['admin', 'editor', 'transcriber'],
  /** Visibility: what the public sees. */
  'media.publish': editors,
  'media.delete': editors,
  /** Bring back from the trash or from history. */
  'media.restore': editors,
  /** Access and consent of videos, and visitors' access requests. */
  'access.manage': editors,
  /** Mark messages read, delete them. */
  'messages.manage': editors,
  /** Accept or reject a transcriber's proposal. */
  'review.decide': editors,
  'accounts.manage': ['admin'],
  'settings.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;
export type Permission = keyof typeof permissions;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (permissions[permission] as readonly Role[]).includes(role);
}

/**
 * Where a write's video ids are, for the activity log: path `:id`, `?media=`, body (`videoIds` or `media`).
 * Writes of interviews through the one write path (creating, importing) name their own ids.
 */
type MediaRef = 'id' | 'query' | 'body';

export interface RouteRule {
  can: Permission;
  /** The activity a successful write records (reads record nothing); defaults to the route itself. */
  action?: string;
  media?: MediaRef;
  /** false: a write not worth a line in the activity log (each chunk of a resumable upload). */
  record?: false;
}

/**
 * Every admin route, as Fastify registers it (`METHOD /path/:param/`; HEAD follows GET), with what it needs.
 * A key may end in `*` for a group of routes (`POST /api/admin/things/*`). A route missing here is refused to
 * every role but admin and fails the admin-route walk test: add one line per new route.
 */
export const adminRoutePermissions: Record<string, RouteRule> = {
  // Videos
  'POST /api/v/video/': { can: 'media.create', action: 'media.create' },
  'POST /api/v/media/': { can: 'media.create', action: 'media.create' },
  'POST /api/v/media/full/': { can: 'media.create', action: 'media.create' },
  'PUT /api/v/media/:id/': { can: 'transcript.edit', action: 'media.update', media: 'id' },
  'PUT /api/v/media/:id/full/': { can: 'transcript.edit', action: 'media.update', media: 'id' },
  'PATCH /api/v/video/:id/metadata/': { can: 'media.edit', action: 'media.metadata', media: 'id' },
  'PATCH /api/v/media/:id/visibility/': { can: 'media.publish', action: 'media.visibility', media: 'id' },
  'POST /api/v/video/bulk-update-status/': { can: 'media.publish', action: 'media.visibility', media: 'body' },
  'DELETE /api/v/media/:id/': { can: 'media.delete', action: 'media.delete', media: 'id' },
  'POST /api/v/video/bulk-delete/': { can: 'media.delete', action: 'media.delete', media: 'body' },
  // Segments and participants
  'GET /api/v/segments/': { can: 'staff.read' },
  'POST /api/v/segments/': { can: 'transcript.edit', action: 'segments.update', media: 'body' },
  'PUT /api/v/segments/bulk-update/': { can: 'transcript.edit', action: 'segments.update', media: 'query' },
  'PUT /api/v/segments/replace/': { can: 'transcript.edit', action: 'segments.update', media: 'query' },
  'DELETE /api/v/segments/bulk-delete/': { can: 'transcript.edit', action: 'segments.update', media: 'query' },
  'DELETE /api/v/segments/:id/': { can: 'transcript.edit', action: 'segments.update' },
  'GET /api/v/participants/': { can: 'staff.read' },
  'POST /api/v/participants/': { can: 'transcript.edit', action: 'participants.update', media: 'body' },
  'PUT /api/v/participants/bulk_update/': { can: 'transcript.edit', action: 'participants.update', media: 'query' },
  'PUT /api/v/participants/replace/': { can: 'transcript.edit', action: 'participants.update', media: 'query' },
  'DELETE /api/v/participants/bulk-delete/': { can: 'transcript.edit', action: 'participants.update', media: 'query' },
  'DELETE /api/v/participants/:id/': { can: 'transcript.edit', action: 'participants.update' },
  // Inbox
  'GET /api/msg/message/': { can: 'staff.read' },
  'PATCH /api/msg/message/:id/': { can: 'messages.manage', action: 'message.update' },
  'DELETE /api/msg/message/:id/': { can: 'messages.manage', action: 'message.delete' },
  // Trash, history, imports, suggestions
  'GET /api/admin/trash/': { can: 'staff.read' },
  'POST /api/admin/trash/:id/restore/': { can: 'media.restore', action: 'media.restore', media: 'id' },
  'DELETE /api/admin/trash/:id/': { can: 'media.delete', action: 'media.purge', media: 'id' },
  'GET /api/admin/media/:id/history/': { can: 'staff.read' },
  'POST /api/admin/media/:id/history/:version/restore/': { can: 'media.restore', action: 'media.history_restore', media: 'id' },
  'GET /api/admin/vocabulary/': { can: 'staff.read' },
  /** The bilingual vocabulary (docs/behaviour.md §804): editors change what every page shows. */
  'GET /api/admin/vocabulary/labels/': { can: 'staff.read' },
  'PUT /api/admin/vocabulary/labels/': { can: 'media.edit', action: 'vocabulary.update' },
  'POST /api/admin/ohms/import/': { can: 'media.create', action: 'media.import' },
  /** The spreadsheet round trip (docs/behaviour.md §1100): any staff member exports; editors import. */
  'GET /api/admin/export.csv': { can: 'staff.read' },
  'GET /api/admin/export.xlsx': { can: 'staff.read' },
  'POST /api/admin/import/': { can: 'media.edit', action: 'media.import_sheet' },
  // Accounts
  'GET /api/admin/users/': { can: 'accounts.manage' },
  'POST /api/admin/users/': { can: 'accounts.manage', action: 'account.create' },
  'PATCH /api/admin/users/:id/': { can: 'accounts.manage', action: 'account.update' },
  'POST /api/admin/users/:id/reset/': { can: 'accounts.manage', action: 'account.reset' },
  // One's own account
  'GET /api/admin/account/': { can: 'account.self' },
  /** A secret offered, not yet on: turning it on is the change the log keeps. */
  'POST /api/admin/account/2fa/setup/': { can: 'account.self', record: false },
  'POST /api/admin/account/2fa/enable/': { can: 'account.self', action: 'account.2fa_on' },
  'POST /api/admin/account/2fa/disable/': { can: 'account.self', action: 'account.2fa_off' },
  'POST /api/admin/account/sign-out-everywhere/': { can: 'account.self', action: 'account.sign_out_everywhere' },
  // Activity
  'GET /api/admin/activity/': { can: 'staff.read' },
  // Access levels and withheld passages
  'GET /api/admin/media/:id/access/': { can: 'staff.read' },
  'PUT /api/admin/media/:id/access/': { can: 'access.manage', action: 'media.access', media: 'id' },
  // Releases (consent) and visitors' access requests (docs/behaviour.md §400, §401)
  'GET /api/admin/media/:id/consents/': { can: 'staff.read' },
  'PUT /api/admin/media/:id/consents/:participant/': { can: 'access.manage', action: 'consent.update', media: 'id' },
  'DELETE /api/admin/consents/:id/': { can: 'access.manage', action: 'consent.delete' },
  'GET /api/admin/consents/:id/form/': { can: 'staff.read' },
  'PUT /api/admin/consents/:id/form/': { can: 'access.manage', action: 'consent.form' },
  'DELETE /api/admin/consents/:id/form/': { can: 'access.manage', action: 'consent.form_delete' },
  'GET /api/admin/consents/status/': { can: 'staff.read' },
  'GET /api/admin/access-requests/': { can: 'staff.read' },
  'GET /api/admin/access-requests/:id/events/': { can: 'staff.read' },
  'POST /api/admin/access-requests/:id/approve/': { can: 'access.manage', action: 'access_request.approve' },
  'POST /api/admin/access-requests/:id/refuse/': { can: 'access.manage', action: 'access_request.refuse' },
  'POST /api/admin/access-requests/:id/revoke/': { can: 'access.manage', action: 'access_request.revoke' },
  // Transcripts made in Atlas (docs/behaviour.md §700)
  'POST /api/admin/media/:id/transcripts/import/': { can: 'transcript.edit', action: 'transcript.import', media: 'id' },
  'PUT /api/admin/media/:id/transcripts/': { can: 'transcript.edit', action: 'transcript.update', media: 'id' },
  'GET /api/admin/media/:id/checklist/': { can: 'staff.read' },
  // Machine help with transcripts (docs/behaviour.md §704). An alignment writes the transcript with no review, so editors ask
  // for it; a draft stays private until a save publishes it (a transcriber's save waits for review as any other)
  'POST /api/admin/media/:id/transcripts/align/': { can: 'media.edit', action: 'transcript.align', media: 'id' },
  'POST /api/admin/media/:id/transcripts/draft/': { can: 'transcript.edit', action: 'transcript.draft', media: 'id' },
  'GET /api/admin/media/:id/transcripts/drafts/': { can: 'staff.read' },
  'GET /api/admin/jobs/:id/': { can: 'staff.read' },
  // Recordings held by Atlas (docs/behaviour.md §600): the tus protocol's every method under one prefix
  '* /api/admin/uploads/*': { can: 'media.edit', record: false },
  'GET /api/admin/media-tools/': { can: 'staff.read' },
  'GET /api/admin/media/:id/files/': { can: 'staff.read' },
  'GET /api/admin/media/:id/files/:fileId/download/': { can: 'staff.read' },
  'PUT /api/admin/media/:id/download-setting/': { can: 'media.publish', action: 'media.download_setting', media: 'id' },
  // Collections (docs/behaviour.md §1200): editors curate what the public pages show; a change of members is a write of
  // those interviews (their datestamps move), so it names them itself
  'GET /api/admin/collections/': { can: 'staff.read' },
  'GET /api/admin/collections/:id/': { can: 'staff.read' },
  'POST /api/admin/collections/': { can: 'media.edit', action: 'collection.create' },
  'PUT /api/admin/collections/:id/': { can: 'media.edit', action: 'collection.update' },
  'DELETE /api/admin/collections/:id/': { can: 'media.edit', action: 'collection.delete' },
  'POST /api/admin/collections/:id/restore/': { can: 'media.restore', action: 'collection.restore' },
  /** Places' authority identifiers (docs/behaviour.md §1300): editors, as for the vocabulary. */
  'GET /api/admin/places/': { can: 'staff.read' },
  'PUT /api/admin/places/:slug/': { can: 'media.edit', action: 'place.authority' },
  // People (docs/behaviour.md §1300): editors name them and merge or split them; a merge or a split changes which person
  // an interview's names link to, so it is a write of those interviews
  'GET /api/admin/people/': { can: 'staff.read' },
  'GET /api/admin/people/:slug/': { can: 'staff.read' },
  'PUT /api/admin/people/:slug/': { can: 'media.edit', action: 'person.update' },
  'POST /api/admin/people/:slug/merge/': { can: 'media.edit', action: 'person.merge' },
  'POST /api/admin/people/:slug/split/': { can: 'media.edit', action: 'person.split' },
  // Review of transcribers' changes
  'GET /api/admin/proposals/': { can: 'staff.read' },
  'GET /api/admin/proposals/:id/': { can: 'staff.read' },
  'POST /api/admin/proposals/:id/accept/': { can: 'review.decide', action: 'proposal.accept' },
  'POST /api/admin/proposals/:id/reject/': { can: 'review.decide', action: 'proposal.reject' },
};

/** The rule of a registered admin route (`method` as sent; HEAD reads as GET), or undefined when none is declared. */
export function routeRule(method: string, url: string): RouteRule | undefined {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const exact = adminRoutePermissions[`${verb} ${url}`];
  if (exact) return exact;
  for (const [key, rule] of Object.entries(adminRoutePermissions)) {
    if (!key.endsWith('*')) continue;
    const [keyMethod = '', prefix = ''] = key.slice(0, -1).split(' ');
    if ((keyMethod === '*' || keyMethod === verb) && url.startsWith(prefix)) return rule;
  }
  return undefined;
}

/** Whether a role may call a route (an undeclared one: admin only), so screens hide what the server would refuse. */
export function canCall(role: Role | null | undefined, method: string, url: string): boolean {
  const rule = routeRule(method, url);
  return rule ? can(role, rule.can) : role === 'admin';
}
