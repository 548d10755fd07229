import type { Generated, Selectable } from 'kysely';
import type { ConsentScope } from '#contracts/consent';

/** A participant's release, named by the participant's name (a full save gives participants new ids). */
export interface MediaConsentTable {
  id: Generated<number>;
  media_id: number;
  first_name: string;
  last_name: string;
  /** personKey(first_name, last_name): one release per person per interview. */
  person_key: string;
  scope: ConsentScope;
  signed_on: string;
  valid_until: string | null;
  conditions: string;
  form_sha256: string | null;
  form_name: string | null;
  updated_at: string;
  updated_by: string | null;
}
export type MediaConsentRow = Selectable<MediaConsentTable>;

/** A signed form, kept once by the SHA-256 of its bytes (base64 text in both databases). */
export interface ConsentFormTable {
  sha256: string;
  content_type: string;
  size: number;
  data: string;
  created_at: string;
}
