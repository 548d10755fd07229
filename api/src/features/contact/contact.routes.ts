import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decimalInteger, ErrorSchema, IdParamsSchema, PaginationQuerySchema } from '#contracts/common';
import { ContactInputSchema, ContactMessageSchema, ContactSentSchema, MessageUpdateSchema } from '#contracts/contact';
import { MAX_PAGE_SIZE } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { notFound, tooManyRequests } from '../../lib/http-error.ts';
import type { Limit } from '../rate-limits/rate-limiter.ts';
import { presentMessage } from './contact.presenter.ts';
import { deleteMessage, insertMessage, listMessages, setMessageRead } from './contact.repository.ts';
import { writeTransaction } from '../../db/write-transaction.ts';

/**
 * Accepted messages one address may send per window: a spam brake sized for a campus behind
 * one address, e.g. a class all writing at the end of a session (docs/decisions.md §22). Only
 * accepted messages count; a malformed request is a 400 and costs nothing.
 */
export const CONTACT_ADDRESS_LIMIT: Limit = { scope: 'contact', max: 60, windowMs: 10 * 60_000 };
export const TOO_MANY_MESSAGES = 'Too many messages from your network. Please try again later.';

/** The inbox shows the newest 100 unless a page is asked for. */
const InboxQuerySchema = PaginationQuerySchema.extend({
  page_size: decimalInteger().pipe(z.number().min(1).max(MAX_PAGE_SIZE)).default(MAX_PAGE_SIZE),
});

const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };

/** The public contact form (docs/behaviour.md §7 POST /api/u/contact/). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    apiPaths.contact,
    {
      schema: {
        summary: 'Send a contact message',
        tags: ['contact'],
        body: ContactInputSchema,
        response: { 201: ContactSentSchema, ...errors, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // The body has passed its schema by now: only a message that will be stored is counted.
      if (!(await app.rateLimits.take(CONTACT_ADDRESS_LIMIT, request.ip))) throw tooManyRequests(TOO_MANY_MESSAGES);
      const { name, email, subject, message } = request.body;
      const row = await insertMessage(app.database.db, {
        name,
        email,
        subject: subject ?? '',
        message,
        created_at: new Date().toISOString(),
      });
      return reply.code(201).send({ ok: true as const, id: row.id });
    },
  );
};

/** The admin inbox (docs/behaviour.md §7 GET /api/msg/message/; read and delete are decisions). */
export const messageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  const admin = { tags: ['contact (admin)'], security: [{ bearer: [] }] };

  app.get(
    apiPaths.messages.list,
    {
      // A plain array: the product's client treats any other answer as no messages.
      schema: {
        ...admin,
        summary: 'Contact messages, newest first',
        querystring: InboxQuerySchema,
        response: { 200: z.array(ContactMessageSchema), ...errors },
      },
    },
    async (request) => {
      const { page, page_size: limit } = request.query;
      return (await listMessages(app.database.db, { limit, offset: (page - 1) * limit })).map(presentMessage);
    },
  );

  app.patch(
    apiPaths.messages.detail(':id'),
    {
      schema: {
        ...admin,
        summary: 'Mark a message read or unread',
        params: IdParamsSchema,
        body: MessageUpdateSchema,
        response: { 200: ContactMessageSchema, ...errors },
      },
    },
    async (request) => {
      const row = await writeTransaction(app.database.db, async (trx) => {
        const row = await setMessageRead(trx, request.params.id, request.body.read ? new Date().toISOString() : null);
        if (!row) throw notFound('Message not found');
        await request.recordActivity(trx);
        return row;
      });
      return presentMessage(row);
    },
  );

  app.delete(
    apiPaths.messages.detail(':id'),
    {
      schema: { ...admin, summary: 'Delete a message', params: IdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await writeTransaction(app.database.db, async (trx) => {
        if ((await deleteMessage(trx, request.params.id)) === 0) throw notFound('Message not found');
        await request.recordActivity(trx);
      });
      return reply.code(204).send(null);
    },
  );
};
