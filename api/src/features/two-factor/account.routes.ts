import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AccountSchema, RecoveryCodesSchema, TwoFactorCodeInputSchema, TwoFactorSetupSchema } from '#contracts/accounts';
import { ErrorSchema, OkSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { ErrorCode } from '#contracts/errors';
import { HttpError, tooManyRequests } from '../../lib/http-error.ts';
import { endSessions, findAdminById } from '../auth/admin-users.repository.ts';
import { LOGIN_USERNAME_LIMIT, TOO_MANY_LOGINS, usernameKey } from '../auth/auth.routes.ts';
import { disable, enable, startSetup } from './two-factor.service.ts';
import { twoFactorRequiredFor } from './two-factor.policy.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };
const admin = { tags: ['account (admin)'], security: [{ bearer: [] }] };

/** The signed-in account: who it is, its two-factor sign-in, "sign out everywhere" (docs/behaviour.md §500). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();

  app.get(
    apiPaths.admin.account,
    { schema: { ...admin, summary: 'The signed-in account', response: { 200: AccountSchema, ...errors } } },
    async (request) => {
      const row = (await findAdminById(app.database.db, request.staff!.id))!;
      return {
        username: row.username,
        role: row.role,
        email: row.email,
        two_factor: row.totp_secret !== null,
        two_factor_required: twoFactorRequiredFor(app.config.require2fa, row.role),
      };
    },
  );

  app.post(
    apiPaths.admin.twoFactorSetup,
    {
      schema: {
        ...admin,
        summary: 'A new two-factor secret and its QR code (on once confirmed)',
        response: { 200: TwoFactorSetupSchema, ...errors },
      },
    },
    async (request) => startSetup(app.database.db, request.staff!.id),
  );

  /** Wrong codes count against the account like wrong passwords at login. */
  const withCodeLimit = async <T>(username: string, run: () => Promise<T>): Promise<T> => {
    const key = usernameKey(username);
    if (await app.rateLimits.isBlocked(LOGIN_USERNAME_LIMIT, key)) throw tooManyRequests(TOO_MANY_LOGINS);
    try {
      return await run();
    } catch (error) {
      if (error instanceof HttpError && error.code === ErrorCode.invalidTwoFactorCode)
        await app.rateLimits.recordFailure(LOGIN_USERNAME_LIMIT, key);
      throw error;
    }
  };

  app.post(
    apiPaths.admin.twoFactorEnable,
    {
      schema: {
        ...admin,
        summary: 'Turn two-factor sign-in on with a code; answers recovery codes',
        body: TwoFactorCodeInputSchema,
        response: { 200: RecoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const staff = request.staff!;
      return {
        recovery_codes: await withCodeLimit(staff.username, () =>
          enable(app.database.db, staff.id, request.body.code, request.recordActivity),
        ),
      };
    },
  );

  app.post(
    apiPaths.admin.twoFactorDisable,
    {
      schema: {
        ...admin,
        summary: 'Turn two-factor sign-in off with a code',
        body: TwoFactorCodeInputSchema,
        response: { 200: OkSchema, ...errors },
      },
    },
    async (request) => {
      const staff = request.staff!;
      const required = twoFactorRequiredFor(app.config.require2fa, staff.role);
      await withCodeLimit(staff.username, () => disable(app.database.db, staff.id, request.body.code, required, request.recordActivity));
      return { ok: true as const };
    },
  );

  app.post(
    apiPaths.admin.signOutEverywhere,
    { schema: { ...admin, summary: 'End every session of this account, this one included', response: { 200: OkSchema, ...errors } } },
    async (request) => {
      await writeTransaction(app.database.db, async (trx) => {
        await endSessions(trx, request.staff!.id, new Date().toISOString());
        await request.recordActivity(trx);
      });
      return { ok: true as const };
    },
  );
};
