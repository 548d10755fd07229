import type { AccessRequest } from '#contracts/access-requests';
import type { AccessGrantRow, AccessRequestRow } from './access-requests.table.ts';

export interface GrantUse {
  uses: number;
  last_used_at: string | null;
}

/** A request as staff see it, with its newest link (rebuilt from the grant: the token is never stored). */
export function presentRequest(
  row: AccessRequestRow & { media_title: string | null },
  grant: { row: AccessGrantRow; link: string; use: GrantUse } | null,
  now: string,
): AccessRequest {
  return {
    id: row.id,
    media: row.media_id,
    media_title: row.media_title,
    name: row.name,
    email: row.email,
    purpose: row.purpose,
    status: row.status,
    message: row.message,
    created_at: row.created_at,
    decided_at: row.decided_at,
    decided_by: row.decided_by,
    access: grant
      ? {
          link: grant.link,
          expires_at: grant.row.expires_at,
          created_by: grant.row.created_by,
          revoked_at: grant.row.revoked_at,
          revoked_by: grant.row.revoked_by,
          active: grant.row.revoked_at === null && grant.row.expires_at > now && row.status === 'approved',
          uses: grant.use.uses,
          last_used_at: grant.use.last_used_at,
        }
      : null,
  };
}
