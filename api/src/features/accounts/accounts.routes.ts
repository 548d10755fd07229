import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AccountLinkSchema,
  LinkInfoSchema,
  LinkParamsSchema,
  SetPasswordInputSchema,
  UserCreatedSchema,
  UserCreateInputSchema,
  UserListSchema,
  UserPatchInputSchema,
  UserSchema,
} from '#contracts/accounts';
import { DEFAULT_INVITATION_DAYS } from '#contracts/constants';
import { ErrorSchema, IdParamsSchema, OkSchema } from '#contracts/common';
import { apiPaths } from '#contracts/paths';
import { tooManyRequests } from '../../lib/http-error.ts';
import type { Limit } from '../rate-limits/rate-limiter.ts';
import { type AccountsContext, createUser, listUsers, patchUser, resetLink, usePasswordLink } from './accounts.service.ts';
import { openLink } from './account-links.ts';
import { createMailer } from './mailer.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const admin = { tags: ['accounts (admin)'], security: [{ bearer: [] }] };

/** Passwords set through links, per address and minute (each costs a slow hash). */
const LINK_ADDRESS_LIMIT: Limit = { scope: 'account-link', max: 20, windowMs: 60_000 };

/** Staff accounts, managed by admins (docs/behaviour.md §500). */
export const accountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  const mailer = createMailer(app.config.smtpUrl ?? '', app.config.smtpFrom ?? '');
  if (mailer) app.addHook('onClose', async () => mailer.close());
  const context = (request: FastifyRequest): AccountsContext => ({
    db: app.database.db,
    mailer,
    invitationDays: app.config.invitationDays ?? DEFAULT_INVITATION_DAYS,
    origin: app.config.publicUrl || `${request.protocol}://${request.host}`,
    log: request.log,
    recordActivity: request.recordActivity,
  });

  app.get(
    apiPaths.admin.users,
    { schema: { ...admin, summary: 'Staff accounts', response: { 200: UserListSchema, ...errors } } },
    async () => ({ results: await listUsers(app.database.db) }),
  );

  app.post(
    apiPaths.admin.users,
    {
      schema: {
        ...admin,
        summary: 'Invite a new staff member (answers the invitation link; emailed when SMTP_URL is set)',
        body: UserCreateInputSchema,
        response: { 201: UserCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createUser(context(request), request.body);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    apiPaths.admin.user(':id'),
    {
      schema: {
        ...admin,
        summary: 'Change an account’s role or disable it (ends its sessions at once)',
        params: IdParamsSchema,
        body: UserPatchInputSchema,
        response: { 200: UserSchema, ...errors },
      },
    },
    async (request) => {
      return patchUser(context(request), request.staff!.id, request.params.id, request.body);
    },
  );

  app.post(
    apiPaths.admin.userReset(':id'),
    {
      schema: {
        ...admin,
        summary: 'A password-reset link for an account',
        params: IdParamsSchema,
        response: { 200: AccountLinkSchema, ...errors },
      },
    },
    async (request) => {
      return resetLink(context(request), request.params.id);
    },
  );
};

/** The invitation and reset links, used without signing in. */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['auth'], params: LinkParamsSchema };
  const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema, 429: ErrorSchema };

  app.get(
    apiPaths.auth.link(':token'),
    { schema: { ...schema, summary: 'Whose invitation or reset link this is', response: { 200: LinkInfoSchema, ...linkErrors } } },
    async (request) => {
      const link = await openLink(app.database.db, request.params.token);
      return { username: link.username, kind: link.kind };
    },
  );

  app.post(
    apiPaths.auth.link(':token'),
    {
      schema: {
        ...schema,
        summary: 'Set the password of an invitation or reset link (uses it up)',
        body: SetPasswordInputSchema,
        response: { 200: OkSchema, ...linkErrors },
      },
    },
    async (request) => {
      if (!(await app.rateLimits.take(LINK_ADDRESS_LIMIT, request.ip))) throw tooManyRequests('Too many attempts. Please try again later.');
      await usePasswordLink(app.database.db, request.params.token, request.body.password, app.config.passwordCost);
      return { ok: true as const };
    },
  );
};
