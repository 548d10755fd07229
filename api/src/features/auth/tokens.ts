import { SignJWT, jwtVerify } from 'jose';

export type TokenKind = 'access' | 'refresh' | 'platform';

/** Lifetimes: access outlives the 30-minute inactivity logout; refresh lasts a working day. */
const TOKEN_LIFETIME: Record<TokenKind, string> = { access: '60m', refresh: '12h', platform: '12h' };

export interface TokenClaims {
  sub: string;
  kind: TokenKind;
  /** The account's session version when issued: a raised one ends the session (docs/behaviour.md §500). */
  sv: number;
}

export class TokenService {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(subject: string, kind: TokenKind, sessionVersion = 0): Promise<string> {
    return new SignJWT({ kind, sv: sessionVersion })
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
      return { sub: payload.sub, kind, sv: typeof payload.sv === 'number' ? payload.sv : 0 };
    } catch {
      return null;
    }
  }
}
