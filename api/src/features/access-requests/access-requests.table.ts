import type { Generated, Selectable } from 'kysely';
import type { AccessRequestStatus } from '#contracts/access-requests';

export interface AccessRequestTable {
  id: Generated<number>;
  media_id: number;
  name: string;
  email: string;
  purpose: string;
  status: Generated<AccessRequestStatus>;
  message: Generated<string>;
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
}
export type AccessRequestRow = Selectable<AccessRequestTable>;

/** One link given for a request: the token names this row, which says until when and whether it was revoked. */
export interface AccessGrantTable {
  id: Generated<number>;
  request_id: number;
  media_id: number;
  expires_at: string;
  created_at: string;
  created_by: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}
export type AccessGrantRow = Selectable<AccessGrantTable>;

export interface AccessEventTable {
  id: Generated<number>;
  request_id: number;
  grant_id: number | null;
  kind: 'approved' | 'refused' | 'used' | 'revoked';
  at: string;
  by: string | null;
}
