import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE } from '#contracts/constants';
import { AccessInputSchema, AccessStatusSchema, LoginInputSchema, RefreshInputSchema, TokenPairSchema } from '#contracts/auth';
import { ErrorSchema, OkSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { ErrorCode } from '#contracts/errors';
import { tooManyRequests, unauthorized } from '../../lib/http-error.ts';
import { checkCredentials } from './auth.service.ts';
import { LoginThrottle } from './login-throttle.ts';
import { safeEqual } from './password.ts';

/** spec §8: the login screen shows these for 429 and 401. */
export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';
export const INVALID_LOGIN = 'Invalid username or password.';
/** Login attempts one address may make per minute, right or wrong (each costs a slow hash). */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Failed logins per username, one counter per server (see LoginThrottle).
  const throttle = new LoginThrottle();

  app.post(apiPaths.auth.login, {
    schema: { summary: 'Admin login', tags: ['auth'], body: LoginInputSchema, response: { 200: TokenPairSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: { ...LOGIN_RATE_LIMIT, errorResponseBuilder: () => tooManyRequests(TOO_MANY_LOGINS) } },
  }, async (request) => {
    const { username, password } = request.body;
    if (throttle.isLocked(username)) throw tooManyRequests(TOO_MANY_LOGINS);
    if (!(await checkCredentials(app.database.db, username, password))) {
      throttle.recordFailure(username);
      throw unauthorized(ErrorCode.invalidCredentials, INVALID_LOGIN);
    }
    throttle.reset(username);
    return { access: await app.tokens.sign(username, 'access'), refresh: await app.tokens.sign(username, 'refresh') };
  });

  app.post(apiPaths.auth.refresh, {
    schema: { summary: 'A new access token for a refresh token', tags: ['auth'], body: RefreshInputSchema, response: { 200: TokenPairSchema, 401: ErrorSchema } },
  }, async (request) => {
    const claims = await app.tokens.verify(request.body.refresh, 'refresh');
    if (!claims) throw unauthorized(ErrorCode.invalidRefreshToken, 'Invalid or expired refresh token.');
    return { access: await app.tokens.sign(claims.sub, 'access'), refresh: request.body.refresh };
  });

  app.get(apiPaths.auth.accessStatus, {
    schema: { summary: 'Whether the access gate is on and passed', tags: ['auth'], response: { 200: AccessStatusSchema } },
  }, async (request) => {
    const required = app.config.platformPassword !== '';
    const cookie = request.cookies[ACCESS_COOKIE];
    const granted = !required || (cookie !== undefined && (await app.tokens.verify(cookie, 'platform')) !== null);
    return { required, granted };
  });

  app.post(apiPaths.auth.access, {
    schema: { summary: 'Pass the platform access gate', tags: ['auth'], body: AccessInputSchema, response: { 200: OkSchema, 401: ErrorSchema, 429: ErrorSchema } },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
  }, async (request, reply) => {
    const expected = app.config.platformPassword;
    if (expected !== '' && !safeEqual(request.body.password, expected)) {
      throw unauthorized(ErrorCode.wrongAccessPassword, 'Incorrect password. Please try again.');
    }
    reply.setCookie(ACCESS_COOKIE, await app.tokens.sign('visitor', 'platform'), {
      path: '/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https',
    });
    return { ok: true as const };
  });

  app.delete(apiPaths.auth.access, {
    schema: { summary: 'Leave the platform (clears the access cookie)', tags: ['auth'], response: { 200: OkSchema } },
  }, async (_request, reply) => {
    reply.clearCookie(ACCESS_COOKIE, { path: '/' });
    return { ok: true as const };
  });
};
