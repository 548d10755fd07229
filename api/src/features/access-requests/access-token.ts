import crypto from 'node:crypto';

// The link an approved request answers with: `v1.<grant>.<video>.<expiry>.<signature>`, signed
// with a key derived from the server's secret. The signature proves the server made it; the grant
// row it names decides whether it still works (not revoked, not expired), so revoking works at
// once and nothing secret is stored (docs/decisions.md §401).

const VERSION = 'v1';
const TOKEN_PATTERN = /^v1\.(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export interface AccessClaim {
  grantId: number;
  mediaId: number;
  /** Seconds since the epoch. */
  expires: number;
}

function signature(secret: string, payload: string): string {
  const key = crypto.createHmac('sha256', secret).update('atlas access link').digest();
  return crypto.createHmac('sha256', key).update(payload).digest('base64url');
}

export function signAccessToken(secret: string, claim: AccessClaim): string {
  const payload = `${VERSION}.${claim.grantId}.${claim.mediaId}.${claim.expires}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The claim of a token this server signed, whatever its expiry; null for anything else. */
export function readAccessToken(secret: string, token: string): AccessClaim | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, grant, media, expires, given] = match;
  const expected = Buffer.from(signature(secret, `${VERSION}.${grant}.${media}.${expires}`));
  if (!crypto.timingSafeEqual(expected, Buffer.from(given!))) return null;
  return { grantId: Number(grant), mediaId: Number(media), expires: Number(expires) };
}
