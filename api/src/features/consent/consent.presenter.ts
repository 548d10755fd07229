import type { Consent } from '#contracts/consent';
import { allowsPublic } from './consent-rules.ts';
import type { MediaConsentRow } from './consent.table.ts';

export interface FormInfo {
  content_type: string;
  size: number;
}

/** A release as staff see it (the public never does). */
export function presentConsent(row: MediaConsentRow, forms: Map<string, FormInfo>, today: string): Consent {
  const form = row.form_sha256 ? forms.get(row.form_sha256) : undefined;
  return {
    id: row.id,
    media: row.media_id,
    first_name: row.first_name,
    last_name: row.last_name,
    scope: row.scope,
    signed_on: row.signed_on,
    valid_until: row.valid_until,
    conditions: row.conditions,
    form:
      row.form_sha256 && form
        ? { name: row.form_name ?? '', content_type: form.content_type, size: form.size, sha256: row.form_sha256 }
        : null,
    allows_public: allowsPublic(row, today),
    updated_at: row.updated_at,
    updated_by: row.updated_by,
  };
}
