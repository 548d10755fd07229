import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorSchema, IdParamsSchema } from '#contracts/common';
import { DownloadSettingInputSchema, MediaFileListSchema, MediaToolsStatusSchema } from '#contracts/media-files';
import { apiPaths } from '#contracts/paths';
import { notFound } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { fileAccess, mayHaveFile } from './media-files.access.ts';
import { presentFile } from './media-files.presenter.ts';
import * as repo from './media-files.repository.ts';
import { deliverObject, deliverOriginal, type Delivery, playlistWithSignedSegments } from './media-delivery.ts';
import { sendPlaylist, sendSilencedWaveform } from './media-files.service.ts';
import { setFolder } from './withheld-set.ts';
import { contentTypeOf } from './ingest-steps.ts';

const StreamParamsSchema = IdParamsSchema.extend({
  source: IdParamsSchema.shape.id,
  // HLS playlists and segments, the poster and the waveform: plain names one folder deep at most.
  // A public set (docs/behaviour.md §610) sits one folder further down, named `s` and ten hex digits.
  '*': z.string().regex(/^(?:s[0-9a-f]{10}\/)?(?:[a-z0-9-]{1,16}\/)?[a-z0-9_.-]{1,40}\.(?:m3u8|ts|jpg|json)$/),
});
const SET_FOLDER = /^(s[0-9a-f]{10})\//;
const FileParamsSchema = IdParamsSchema.extend({ fileId: IdParamsSchema.shape.id });
const binary = (what: string) => z.unknown().describe(what);

/** Public: a held recording's stream files and, where allowed, its original; each asks mayHaveFile. */
export const mediaFileReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage, config } = app.mediaFiles;
  const delivery: Delivery = { storage, delivery: config.delivery, nginxSecret: config.nginxSecret };
  app.get(
    apiPaths.media.stream(':id', ':source', '*'),
    {
      schema: {
        summary: "A held recording's HLS playlist or segment, poster or waveform (under the access rule)",
        tags: ['media'],
        params: StreamParamsSchema,
        response: { 200: binary('HLS, JPEG or JSON'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, source, '*': name } = request.params;
      const { db } = app.database;
      const original = await repo.findFile(db, source);
      const access = original?.media_id === id && original.role === 'original' ? await fileAccess(request, app, id, 'stream') : null;
      if (!original || !access) throw notFound('Recording not found');
      const single = name === 'poster.jpg' || name === 'waveform.json';
      const set = SET_FOLDER.exec(name)?.[1] ?? null;
      if (!access.staff) {
        // The public plays the set made for the passages withheld from it, and only that (docs/behaviour.md §610).
        const wanted = access.spec ? setFolder(access.spec) : null;
        if (!single && set !== wanted) throw notFound('Recording not found');
        // The full set's poster may show a withheld moment: the public set has its own.
        if (wanted && name === 'poster.jpg') throw notFound('Recording not found');
        if (wanted && name === 'waveform.json') return sendSilencedWaveform(reply, app.mediaFiles.storage, original, access.ranges);
      }
      const key = `${original.storage_key.replace(/\/[^/]+$/, '')}/${single ? name : `hls/${name}`}`;
      // Staff and an access link's holder see withheld files unstored. A public set never changes under
      // its address (its name is its passages); the full set's files may be withheld tomorrow, so shared
      // caches keep them briefly.
      const cacheControl =
        request.admin || access.linkToken !== null
          ? 'private, no-store'
          : name.endsWith('.m3u8')
            ? 'public, max-age=60'
            : set
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=600';
      // Playlists come from Atlas itself unless Atlas streams everything: rewritten for an access link's holder (its
      // token in every address) or for nginx (signed segment addresses, docs/decisions.md §1701); and never as a
      // redirect to the store, as a player reads a playlist's relative lines against the address it came from.
      const segments =
        delivery.delivery === 'nginx' ? (playlist: string) => playlistWithSignedSegments(playlist, key, delivery.nginxSecret) : null;
      const sent =
        name.endsWith('.m3u8') && (access.linkToken !== null || delivery.delivery !== 'node')
          ? await sendPlaylist(reply, storage, key, { token: access.linkToken, segments, cacheControl })
          : await deliverObject(reply, delivery, key, {
              range: request.headers.range,
              contentType: contentTypeOf(name),
              cacheControl,
            });
      if (!sent) throw notFound('Recording not found');
      return sent;
    },
  );

  app.get(
    apiPaths.media.download(':id'),
    {
      schema: {
        summary: "The interview's original recording, when its public download is on",
        tags: ['media'],
        params: IdParamsSchema,
        response: { 200: binary('the original file'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const set = await repo.findPlayableSet(db, request.params.id);
      if (!set || !(await mayHaveFile(request, app, request.params.id, 'original'))) throw notFound('Recording not found');
      return deliverOriginal(reply, delivery, set.original, request.headers.range);
    },
  );
};

/** Staff: the files panel, original downloads, the public download setting and the upload screen's status. */
export const mediaFileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.adminOnly();
  const { storage, config } = app.mediaFiles;
  const delivery: Delivery = { storage, delivery: config.delivery, nginxSecret: config.nginxSecret };

  app.get(
    apiPaths.admin.mediaFiles(':id'),
    {
      schema: {
        summary: "An interview's held recording: the original and its derivatives, each with status, sha256, bytes and error",
        tags: ['media'],
        params: IdParamsSchema,
        response: { 200: MediaFileListSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const { db } = app.database;
      const files = await repo.listFiles(db, request.params.id);
      if (!files.length && !(await repo.findMediaState(db, request.params.id))) throw notFound('Video not found');
      return { results: files.map(presentFile), public_download: await repo.publicDownload(db, request.params.id) };
    },
  );

  app.get(
    apiPaths.admin.mediaFileDownload(':id', ':fileId'),
    {
      schema: {
        summary: 'Download an original recording (staff)',
        tags: ['media'],
        params: FileParamsSchema,
        response: { 200: binary('the original file'), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { db } = app.database;
      const file = await repo.findFile(db, request.params.fileId);
      if (!file || file.media_id !== request.params.id || file.role !== 'original' || file.status !== 'ready')
        throw notFound('File not found');
      if (!(await mayHaveFile(request, app, request.params.id, 'original'))) throw notFound('File not found');
      return deliverOriginal(reply, delivery, file, request.headers.range);
    },
  );

  app.put(
    apiPaths.admin.mediaDownloadSetting(':id'),
    {
      schema: {
        summary: 'Allow or stop public download of the original recording (off by default)',
        tags: ['media'],
        params: IdParamsSchema,
        body: DownloadSettingInputSchema,
        response: { 200: DownloadSettingInputSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      // A write of the interview: through the one write path (lock, search, publication log, its event). The public
      // detail shows the download: a change is a change of what the public sees (its update time, the sitemap, OAI).
      const { id } = request.params;
      await writeInterviews(
        request.writeContext(),
        [id],
        async (write) => {
          if (!write.found.includes(id)) throw notFound('Video not found');
          if ((await repo.publicDownload(write.trx, id)) === request.body.public_download) return;
          await repo.setPublicDownload(write.trx, id, request.body.public_download);
          write.publicChanged(id);
        },
        { versions: false },
      );
      return { public_download: request.body.public_download };
    },
  );

  app.get(
    apiPaths.admin.mediaTools,
    {
      schema: {
        summary: 'Whether ffmpeg is installed, the upload limit, the storage and the last fixity check',
        tags: ['media'],
        response: { 200: MediaToolsStatusSchema },
      },
    },
    async () => {
      const tools = await app.mediaFiles.tools();
      return {
        ...tools,
        upload_max_bytes: app.mediaFiles.config.uploadMaxBytes,
        storage: app.mediaFiles.storage.kind,
        last_fixity: await repo.lastFixityCheck(app.database.db),
      };
    },
  );
};
