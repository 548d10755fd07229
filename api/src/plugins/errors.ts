import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

/**
 * One shape for every failure: `{ message, errors? }`. Bad input is always a 4xx with a
 * message a person can read; only our own bugs become a 500, and those never leak details.
 */
export const errorsPlugin = fp(async (app) => {
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
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: [error.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.'),
        message: issue.message ?? 'Invalid value.',
      }));
      return reply.code(400).send({ message: errors[0] ? `Invalid request: ${errors[0].path} — ${errors[0].message}` : 'Invalid request.', errors });
    }
    if (error instanceof ZodError) {
      const errors = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      return reply.code(400).send({ message: 'Invalid request.', errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Internal server error.' });
    }
    if (isDataRejection(error)) {
      // A value our schemas let through but the database refuses (out of range, a constraint).
      request.log.warn({ err: error }, 'database rejected the data');
      return reply.code(400).send({ message: 'The database rejected the data; nothing was saved.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: clientMessage(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}, { name: 'errors' });

/** SQLite constraint failures and PostgreSQL data exceptions (22xxx) and integrity violations (23xxx). */
function isDataRejection(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return false;
  if (error.name === 'SqliteError') return error.code.startsWith('SQLITE_CONSTRAINT') || error.code === 'SQLITE_TOOBIG';
  return 'severity' in error && /^2[23][0-9A-Z]{3}$/.test(error.code);
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json.';
    default:
      return error.message || 'Bad request.';
  }
}
