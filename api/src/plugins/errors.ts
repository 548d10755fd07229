import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { type ApiErrorBody, ErrorCode } from '#contracts/errors';
import { isDatabaseUnavailable, isDataRejection } from '../db/dialect/database-errors.ts';
import { HttpError } from '../lib/http-error.ts';

const DATABASE_UNAVAILABLE = 'The archive database cannot be reached right now. Please try again in a moment.';
/** What a 503 tells clients and load balancers to wait before asking again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * One shape for every failure: `{ code, message, errors? }` (codes in contracts/errors.ts). Routes
 * and services throw; this handler alone shapes the answer. Bad input is always a 4xx with a
 * message a person can read; only our own bugs become a 500, and those never leak details.
 */
export const errorsPlugin = fp(
  async (app) => {
    // JSON bodies as Fastify parses them (prototype poisoning refused), except that an empty
    // body is no body: a client that always sends `content-type: application/json` may DELETE.
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const answer = toErrorAnswer(error);
      if (answer.status === 503) {
        request.log.warn({ err: error }, 'database unavailable');
        void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      } else if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
      else if (answer.body.code === ErrorCode.dataRejected) request.log.warn({ err: error }, 'database rejected the data');
      if (isResponseSerializationError(error)) request.log.error({ issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(answer.status).send(answer.body);
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ code: ErrorCode.notFound, message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'errors' },
);

interface ErrorAnswer {
  status: number;
  body: ApiErrorBody;
}

/** What a thrown error answers: our own HttpErrors as thrown, framework and database errors mapped. */
function toErrorAnswer(error: FastifyError): ErrorAnswer {
  if (error instanceof HttpError) {
    return {
      status: error.statusCode,
      body: { code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
      message: issue.message ?? 'Invalid value.',
    }));
    const message = errors[0] ? `Invalid request: ${errors[0].path} — ${errors[0].message}` : 'Invalid request.';
    return { status: 400, body: { code: ErrorCode.validationFailed, message, errors } };
  }
  if (error instanceof ZodError) {
    const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    return { status: 400, body: { code: ErrorCode.validationFailed, message: 'Invalid request.', errors } };
  }
  if (isResponseSerializationError(error)) return internalError();
  // The database is stopped, restarting or out of reach: the request was fine, try again soon.
  if (isDatabaseUnavailable(error)) return { status: 503, body: { code: ErrorCode.serviceUnavailable, message: DATABASE_UNAVAILABLE } };
  // A value our schemas let through but the database refuses (out of range, a constraint).
  if (isDataRejection(error)) {
    return { status: 400, body: { code: ErrorCode.dataRejected, message: 'The database rejected the data; nothing was saved.' } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: frameworkClientError(error, status) };
  return internalError();
}

function internalError(): ErrorAnswer {
  return { status: 500, body: { code: ErrorCode.internalError, message: 'Internal server error.' } };
}

/** Fastify's own 4xx errors (body parsing, content type, size), with messages a person can act on. */
function frameworkClientError(error: FastifyError, status: number): ApiErrorBody {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: ErrorCode.invalidJson, message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.payloadTooLarge, message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: ErrorCode.unsupportedMediaType, message: 'Send the request body as application/json.' };
    default:
      if (status === 404) return { code: ErrorCode.notFound, message: error.message || 'Not found.' };
      if (status === 429) return { code: ErrorCode.rateLimited, message: error.message || 'Too many requests.' };
      return { code: ErrorCode.badRequest, message: error.message || 'Bad request.' };
  }
}
