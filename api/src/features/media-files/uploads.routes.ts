import fsp from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '#contracts/errors';
import { apiPaths } from '#contracts/paths';
import { HttpError } from '../../lib/http-error.ts';
import { FfmpegError, ffprobePathFor, probe } from './ffmpeg.ts';
import { findMediaState } from './media-files.repository.ts';
import { recordUpload } from './media-files.service.ts';

// tus 1.0 resumable uploads of recordings (docs/behaviour.md §600), staff only. The tus library
// streams each PATCH to a file in the upload folder, so memory stays flat whatever the size; a
// finished upload is checked by its content (ffprobe) and handed to the ingest queue.

/** A refusal the tus library answers as is: our `{ code, message }` error body. */
const refuse = (status: number, code: ErrorCode, message: string) => ({ status_code: status, body: JSON.stringify({ code, message }) });

const MAX_FILENAME = 255;

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.adminOnly();
  const { config } = app.mediaFiles;
  await fsp.mkdir(config.uploadDir, { recursive: true });
  const tus = new Server({
    path: apiPaths.admin.uploads.replace(/\/$/, ''),
    datastore: new FileStore({ directory: config.uploadDir }),
    maxSize: config.uploadMaxBytes,
    relativeLocation: true,
    respectForwardedHeaders: app.config.trustProxy.length > 0,
    async onUploadCreate(_req, upload) {
      const tools = await app.mediaFiles.tools();
      if (!tools.ffprobe || !tools.ffmpeg) {
        throw refuse(503, ErrorCode.mediaToolsMissing, 'ffmpeg is not installed on the server, so recordings cannot be taken in.');
      }
      const filename = upload.metadata?.filename?.trim() ?? '';
      const mediaId = Number(upload.metadata?.media_id ?? '');
      if (!filename || filename.length > MAX_FILENAME)
        throw refuse(400, ErrorCode.validationFailed, 'The upload needs a filename (at most 255 characters).');
      if (!Number.isSafeInteger(mediaId) || mediaId < 1 || !(await findMediaState(app.database.db, mediaId))) {
        throw refuse(400, ErrorCode.validationFailed, 'The upload needs the media_id of an existing interview.');
      }
      return {};
    },
    async onUploadFinish(_req, upload) {
      const file = path.join(config.uploadDir, upload.id);
      const fileId = await takeIn(upload, file);
      app.mediaFiles.queue.wake();
      return { status_code: 204, headers: { 'Upload-File-Id': fileId } };
    },
  });

  /** Probes the finished file; a file that is not audio or video is deleted and refused with ffprobe's reason. */
  async function takeIn(upload: Upload, file: string): Promise<number> {
    let source;
    try {
      source = await probe(ffprobePathFor(config.ffmpegPath), file);
    } catch (error) {
      await tus.datastore.remove(upload.id).catch(() => undefined);
      const reason = error instanceof FfmpegError ? error.message.replace(`${file}: `, '') : String(error);
      throw refuse(415, ErrorCode.unsupportedMediaType, `This file is not an audio or video recording: ${reason}`);
    }
    // The interview may have been deleted while the file travelled: refused, and nothing kept.
    const recorded = recordUpload(app.writeContext(), {
      mediaId: Number(upload.metadata!.media_id),
      filename: upload.metadata!.filename!.trim(),
      uploadPath: file,
      source,
      contentType: upload.metadata?.filetype ?? '',
    });
    return recorded.catch(async (error: unknown) => {
      await tus.datastore.remove(upload.id).catch(() => undefined);
      if (error instanceof HttpError) throw refuse(error.statusCode, error.code, error.message);
      throw error;
    });
  }

  // The body is tus's to read, as a stream: no parser may buffer it.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  // The methods tus 1.0 uses (creation, offset, append, termination, discovery).
  for (const url of [apiPaths.admin.uploads, `${apiPaths.admin.uploads}*`]) {
    app.route({ method: ['POST', 'HEAD', 'PATCH', 'DELETE', 'OPTIONS'], url, schema: { hide: true }, handler: handle });
  }
};
