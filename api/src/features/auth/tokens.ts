import { SignJWT, jwtVerify } from 'jose';

export type TokenKind = 'access' | 'refresh' | 'platform';

/** Lifetimes: access outlives the 30-minute inactivity logout; refresh lasts a working day. */
const TOKEN_LIFETIME: Record<TokenKind, string> = { access: '60m', refresh: '12h', platform: '12h' };

export interface TokenClaims {
  sub: string;
  kind: TokenKind;
}

export class TokenService {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(subject: string, kind: TokenKind): Promise<string> {
    return new SignJWT({ kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuedAt()
      .setIssuer('atlas')
      .setExpirationTime(TOKEN_LIFETIME[kind])
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token of that kind; null otherwise. */
  async verify(token: string, kind: TokenKind): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { issuer: 'atlas', algorithms: ['HS256'] });
      if (payload.kind !== kind || typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, kind };
    } catch {
      return null;
    }
  }
}
