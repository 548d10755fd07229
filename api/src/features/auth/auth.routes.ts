import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE } from '#contracts/constants';
import { AccessInputSchema, AccessStatusSchema, LoginInputSchema, RefreshInputSchema, TokenPairSchema } from '#contracts/auth';
import { ErrorSchema, OkSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { ErrorCode } from '#contracts/errors';
import { tooManyRequests, unauthorized } from '../../lib/http-error.ts';
import type { Limit } from '../rate-limits/rate-limiter.ts';
import { checkSecondFactor } from '../two-factor/two-factor.service.ts';
import { findAdminByUsername } from './admin-users.repository.ts';
import { checkCredentials } from './auth.service.ts';
import { passPlatformGate } from './platform-gate.ts';

/** docs/behaviour.md §8: the login screen shows these for 429 and 401. */
export const TOO_MANY_LOGINS = 'Too many login attempts. Please try again later.';
const INVALID_LOGIN = 'Invalid username or password.';

/** Login attempts one address may make per minute, right or wrong (each costs a slow hash). */
export const LOGIN_ADDRESS_LIMIT: Limit = { scope: 'login-address', max: 20, windowMs: 60_000 };
/**
 * Wrong passwords for one username, from any address, before that name is locked. Stops
 * guessing one account from many addresses; someone can keep the admin locked out by
 * guessing, which a one-admin archive prefers to unlimited guessing (docs/decisions.md §19).
 */
export const LOGIN_USERNAME_LIMIT: Limit = { scope: 'login-user', max: 5, windowMs: 15 * 60_000 };

/** Usernames compare without case or surrounding spaces, so `Admin ` counts against `admin`. */
export const usernameKey = (username: string) => username.trim().toLowerCase();

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.auth.login,
    {
      schema: {
        summary: 'Admin login',
        tags: ['auth'],
        body: LoginInputSchema,
        response: { 200: TokenPairSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const limits = app.rateLimits;
      if (!(await limits.take(LOGIN_ADDRESS_LIMIT, request.ip)) || (await limits.isBlocked(LOGIN_USERNAME_LIMIT, usernameKey(username)))) {
        throw tooManyRequests(TOO_MANY_LOGINS);
      }
      const account = await checkCredentials(app.database.db, username, password, app.config.passwordCost);
      if (!account) {
        await limits.recordFailure(LOGIN_USERNAME_LIMIT, usernameKey(username));
        throw unauthorized(ErrorCode.invalidCredentials, INVALID_LOGIN);
      }
      if (account.disabled) throw unauthorized(ErrorCode.accountDisabled, 'This account is disabled.');
      // docs/behaviour.md §500: with two-factor sign-in on, the same call again with the code.
      if (account.totp_secret !== null) {
        const code = request.body.code ?? '';
        if (code === '') throw unauthorized(ErrorCode.twoFactorRequired, 'Enter the code from your authenticator app.');
        if (!(await checkSecondFactor(app.database.db, account, code))) {
          await limits.recordFailure(LOGIN_USERNAME_LIMIT, usernameKey(username));
          throw unauthorized(ErrorCode.invalidTwoFactorCode, 'The code is wrong or expired.');
        }
      }
      await limits.reset(LOGIN_USERNAME_LIMIT, usernameKey(username));
      const sv = account.session_version;
      return {
        access: await app.tokens.sign(account.username, 'access', sv),
        refresh: await app.tokens.sign(account.username, 'refresh', sv),
      };
    },
  );

  app.post(
    apiPaths.auth.refresh,
    {
      schema: {
        summary: 'A new access token for a refresh token',
        tags: ['auth'],
        body: RefreshInputSchema,
        response: { 200: TokenPairSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const claims = await app.tokens.verify(request.body.refresh, 'refresh');
      // A refresh token dies with its sessions too (disabled account, changed role, sign out everywhere).
      const account = claims && (await findAdminByUsername(app.database.db, claims.sub));
      if (!claims || !account || account.disabled || account.session_version !== claims.sv) {
        throw unauthorized(ErrorCode.invalidRefreshToken, 'Invalid or expired refresh token.');
      }
      return { access: await app.tokens.sign(account.username, 'access', claims.sv), refresh: request.body.refresh };
    },
  );

  app.get(
    apiPaths.auth.accessStatus,
    {
      schema: { summary: 'Whether the access gate is on and passed', tags: ['auth'], response: { 200: AccessStatusSchema } },
    },
    (request) => app.platformAccess(request),
  );

  app.post(
    apiPaths.auth.access,
    {
      schema: {
        summary: 'Pass the platform access gate',
        tags: ['auth'],
        body: AccessInputSchema,
        response: { 200: OkSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await passPlatformGate(app, request, reply, request.body.password);
      return { ok: true as const };
    },
  );

  app.delete(
    apiPaths.auth.access,
    {
      schema: { summary: 'Leave the platform (clears the access cookie)', tags: ['auth'], response: { 200: OkSchema } },
    },
    async (_request, reply) => {
      reply.clearCookie(ACCESS_COOKIE, { path: '/' });
      return { ok: true as const };
    },
  );
};
