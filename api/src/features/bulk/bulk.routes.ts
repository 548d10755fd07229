import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, ErrorSchema } from '#contracts/errors';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_MEGABYTES,
  type ImportError,
  ImportQuerySchema,
  ImportRefusalSchema,
  ImportReportSchema,
  XLSX_CONTENT_TYPE,
} from '#contracts/interview-sheet';
import { apiPaths } from '#contracts/paths';
import { HttpError } from '../../lib/http-error.ts';
import { applyImport } from './sheet-apply.ts';
import { csvStream, sheetRows, xlsxBuffer } from './sheet-export.ts';
import { planImport } from './sheet-plan.ts';
import { isZip, readCsv, readXlsx, SheetFileError, type SheetSource } from './sheet-read.ts';

// The spreadsheet round trip (docs/behaviour.md §1100): every interview out as CSV, and a sheet of the same
// columns back in, checked whole first (a dry run answers just that), then written through the one write path.

const admin = { tags: ['media (admin)'], security: [{ bearer: [] }] };
const CSV_TYPES = ['text/csv', 'application/csv', 'text/plain'];
const tooLarge = () =>
  new HttpError(413, ErrorCode.payloadTooLarge, `Files over ${IMPORT_MAX_MEGABYTES} MB are not accepted. Nothing was changed.`);

/** The day, for the downloaded file's name. */
const today = () => new Date().toISOString().slice(0, 10);

/** A refused import: every problem by row and column, nothing changed. */
function refusal(errors: ImportError[]): HttpError {
  const listed = errors.map((e) => ({ ...e, path: e.column ? `row ${e.row} › ${e.column}` : `row ${e.row}` }));
  const first = listed[0];
  const message = `The file has ${errors.length} problem${errors.length === 1 ? '' : 's'}${first ? ` (first: ${first.path}: ${first.message})` : ''}; nothing was changed.`;
  return new HttpError(400, ErrorCode.importErrors, message, listed);
}

/** The uploaded file: a multipart `file`, else the raw body. */
async function fileOf(request: FastifyRequest): Promise<{ bytes: Buffer; name: string | null }> {
  if (!request.isMultipart()) {
    if (!Buffer.isBuffer(request.body))
      throw new HttpError(400, ErrorCode.validationFailed, 'Send the file as the body (text/csv) or as the multipart field `file`.');
    return { bytes: request.body, name: null };
  }
  for await (const part of request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } })) {
    if (part.type === 'file' && part.fieldname === 'file') {
      const bytes = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? tooLarge() : error;
      });
      return { bytes, name: part.filename || null };
    }
  }
  throw new HttpError(400, ErrorCode.validationFailed, 'Send the file as the multipart field `file`.', [
    { path: 'body.file', message: 'Required' },
  ]);
}

/** An .xlsx workbook by its bytes (whatever type it was sent as), else CSV. */
const sourceOf = (bytes: Buffer): Promise<SheetSource> => (isZip(bytes) ? readXlsx(bytes) : readCsv(bytes));

export const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES } });
  app.addContentTypeParser(
    [...CSV_TYPES, XLSX_CONTENT_TYPE, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    apiPaths.admin.exportCsv,
    {
      schema: {
        ...admin,
        summary: 'Every interview as a CSV spreadsheet (UTF-8 with a byte-order mark), one row each',
        response: { 200: z.unknown().describe('text/csv'), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const rows = sheetRows(app.database, { sealed: request.staff?.role === 'admin' });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="atlas-interviews-${today()}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csvStream(rows));
    },
  );

  app.get(
    apiPaths.admin.exportXlsx,
    {
      schema: {
        ...admin,
        summary: 'Every interview as an .xlsx workbook, one row each, every cell text',
        response: { 200: z.unknown().describe(XLSX_CONTENT_TYPE), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const workbook = await xlsxBuffer(sheetRows(app.database, { sealed: request.staff?.role === 'admin' }));
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="atlas-interviews-${today()}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(workbook);
    },
  );

  app.post(
    apiPaths.admin.import,
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        ...admin,
        summary: `Import a spreadsheet of interviews (CSV or .xlsx, at most ${IMPORT_MAX_MEGABYTES} MB): ?dry_run=1 answers what it would change`,
        querystring: ImportQuerySchema,
        response: {
          200: ImportReportSchema,
          400: ImportRefusalSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { bytes, name } = await fileOf(request);
      const dryRun = request.query.dry_run === '1' || request.query.dry_run === 'true';
      let plan;
      try {
        plan = await planImport(app.database, await sourceOf(bytes), {
          sealed: request.staff?.role === 'admin',
          publishChecklist: app.config.publishChecklist ?? 'warn',
        });
      } catch (error) {
        if (!(error instanceof SheetFileError)) throw error;
        if (dryRun) return { created: 0, updated: 0, unchanged: 0, changes: [], errors: error.problems };
        throw refusal(error.problems);
      }
      if (dryRun) return plan.report;
      if (plan.report.errors.length) throw refusal(plan.report.errors);
      if (plan.rows.length) await applyImport(request.writeContext(), plan, request.query.name ?? name ?? 'spreadsheet');
      return plan.report;
    },
  );
};
