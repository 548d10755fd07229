import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT } from '#contracts/constants';

// TOTP (RFC 6238: 6 digits, 30-second steps, SHA-1 as every authenticator app reads it) through otplib,
// and recovery codes (docs/behaviour.md §500, docs/decisions.md §500).

const ISSUER = 'Atlas';
/** Seconds of clock drift accepted either way: the step before and after the current one. */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret();

export async function setupDetails(username: string, secret: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url: otpauthUrl, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code is valid for, or null. A step at or before `lastStep` is refused, so a code
 * seen once (over a shoulder, in a log) cannot be used again.
 */
export async function acceptedStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes like `k7qm-3xvd-p2`: 50 random bits each, easy to read out and type. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Recovery codes compare without case, spaces or hyphens. */
export const hashRecoveryCode = (code: string) =>
  crypto.createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
