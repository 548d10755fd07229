import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_COOKIE } from '#contracts/constants';
import { ErrorCode } from '#contracts/errors';
import { tooManyRequests, unauthorized } from '../../lib/http-error.ts';
import type { Limit } from '../rate-limits/rate-limiter.ts';
import { safeEqual } from './password.ts';

export const TOO_MANY_GATE_ATTEMPTS = 'Too many wrong passwords from your network. Please wait a minute and try again.';
/** docs/behaviour.md §5: the gate's message for a wrong password. */
const WRONG_GATE_PASSWORD = 'Incorrect password. Please try again.';

/**
 * Wrong gate passwords one address may send per minute. Only wrong ones count, so a class
 * behind one school address all passes; while an address is over it, no password is checked
 * (else the limit would stop no guessing).
 */
export const GATE_ADDRESS_LIMIT: Limit = { scope: 'gate', max: 10, windowMs: 60_000 };

/**
 * Checks a gate password and, when right, gives this browser the access cookie for its session (no lifetime: it
 * goes when the browser closes). The one check behind the API's gate call and the gate page's own form, which a
 * visitor can send before the app has taken the page over (docs/decisions.md §1024). Throws 429 past the limit, 401
 * for a wrong password; the gate off, any password passes.
 */
export async function passPlatformGate(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, password: string) {
  const expected = app.config.platformPassword;
  if (expected !== '') {
    if (await app.rateLimits.isBlocked(GATE_ADDRESS_LIMIT, request.ip)) throw tooManyRequests(TOO_MANY_GATE_ATTEMPTS);
    if (!safeEqual(password, expected)) {
      await app.rateLimits.recordFailure(GATE_ADDRESS_LIMIT, request.ip);
      throw unauthorized(ErrorCode.wrongAccessPassword, WRONG_GATE_PASSWORD);
    }
  }
  reply.setCookie(ACCESS_COOKIE, await app.tokens.sign('visitor', 'platform'), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}
