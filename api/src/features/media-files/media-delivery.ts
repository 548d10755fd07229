import type { FastifyReply } from 'fastify';
import type { MediaDelivery } from '../../config.ts';
import { notFound } from '../../lib/http-error.ts';
import { sendObject } from './media-files.service.ts';
import type { MediaFileRow } from './media-files.table.ts';
import type { MediaStorage } from './storage/storage.ts';

/**
 * nginx's internal location for stored files (deploy/nginx.conf.template): reachable only through an Atlas
 * answer's `X-Accel-Redirect`, never by a visitor's own request. Also update the template when it changes.
 */
export const NGINX_MEDIA_LOCATION = '/_atlas_media/';

/**
 * How long a signed S3 address lasts. It is asked for afresh on every request Atlas allows, and a download
 * under way outlives it (S3 checks the signature when the transfer starts), so it only has to cover the
 * redirect itself; whoever holds it may fetch that one object until then (docs/deploy.md "Media at nginx speed").
 */
export const SIGNED_URL_SECONDS = 60;

/** Who carries the bytes (MEDIA_DELIVERY) and from where. */
export interface Delivery {
  storage: MediaStorage;
  delivery: MediaDelivery;
}

export interface SendOptions {
  range?: string;
  contentType: string;
  cacheControl: string;
  downloadName?: string;
}

/**
 * Sends one stored object that the access rule has already allowed (media-files.access.ts): streamed by Atlas,
 * handed to nginx, or as a redirect to a signed address, as MEDIA_DELIVERY says (docs/decisions.md §1600). The
 * decision never moves: only who carries the bytes after it. Answers null when the object is gone (Atlas
 * streaming it; nginx and S3 answer their own 404).
 */
export async function deliverObject(
  reply: FastifyReply,
  media: Delivery,
  key: string,
  options: SendOptions,
): Promise<FastifyReply | null> {
  if (media.delivery === 'nginx') {
    if (options.downloadName) reply.header('content-disposition', attachment(options.downloadName));
    return reply
      .header('x-accel-redirect', `${NGINX_MEDIA_LOCATION}${key}`)
      .header('cache-control', options.cacheControl)
      .type(options.contentType)
      .send();
  }
  if (media.delivery === 'signed') {
    const url = await media.storage.signedUrl(key, SIGNED_URL_SECONDS, {
      contentType: options.contentType,
      cacheControl: options.cacheControl,
      ...(options.downloadName ? { contentDisposition: attachment(options.downloadName) } : {}),
    });
    // The redirect is this reader's alone and outlived by nothing: never kept.
    if (url) return reply.code(302).header('location', url).header('cache-control', 'private, no-store').send();
  }
  return sendObject(reply, media.storage, key, options);
}

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** An original as a download, under its uploaded name; never kept on the way. */
export async function deliverOriginal(reply: FastifyReply, media: Delivery, original: MediaFileRow, range: string | undefined): Promise<FastifyReply> {
  const sent = await deliverObject(reply, media, original.storage_key, {
    range,
    contentType: original.content_type || 'application/octet-stream',
    cacheControl: 'private, no-store',
    downloadName: original.filename,
  });
  if (!sent) throw notFound('Recording not found');
  return sent;
}
