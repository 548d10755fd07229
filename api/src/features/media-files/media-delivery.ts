import crypto from 'node:crypto';
import path from 'node:path';
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
const NGINX_MEDIA_LOCATION = '/_atlas_media/';

/**
 * nginx's location for HLS segments (deploy/nginx.conf.template): nginx serves a segment there only at an address
 * Atlas signed with NGINX_MEDIA_SECRET into a playlist it allowed, until the signature's hour (secure_link).
 */
const NGINX_SEGMENT_LOCATION = '/_atlas_segments/';

/**
 * How long a signed segment address lasts: the time a visitor may watch (and pause, and seek) after opening the
 * player without asking Atlas again. Rounded up to the hour, so a playlist's text stays the same for an hour and
 * may be kept that long (docs/decisions.md §1701).
 */
const SEGMENT_LINK_SECONDS = 3 * 3600;

/**
 * How long a signed S3 address lasts. It is asked for afresh on every request Atlas allows, and a download
 * under way outlives it (S3 checks the signature when the transfer starts), so it only has to cover the
 * redirect itself; whoever holds it may fetch that one object until then (docs/deploy.md "Media at nginx speed").
 */
const SIGNED_URL_SECONDS = 60;

/** Who carries the bytes (MEDIA_DELIVERY) and from where. */
export interface Delivery {
  storage: MediaStorage;
  delivery: MediaDelivery;
  /** NGINX_MEDIA_SECRET (MEDIA_DELIVERY=nginx). */
  nginxSecret: string;
}

export interface SendOptions {
  range?: string;
  contentType: string;
  cacheControl: string;
  downloadName?: string;
}

/**
 * Sends one stored object that the access rule has already allowed (media-files.access.ts): streamed by Atlas,
 * handed to nginx, or as a redirect to a signed address, as MEDIA_DELIVERY says (docs/decisions.md §1700). The
 * decision never moves: only who carries the bytes after it. Answers null when the object is gone (Atlas
 * streaming it; nginx and S3 answer their own 404).
 */
export async function deliverObject(reply: FastifyReply, media: Delivery, key: string, options: SendOptions): Promise<FastifyReply | null> {
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
export async function deliverOriginal(
  reply: FastifyReply,
  media: Delivery,
  original: MediaFileRow,
  range: string | undefined,
): Promise<FastifyReply> {
  const sent = await deliverObject(reply, media, original.storage_key, {
    range,
    contentType: original.content_type || 'application/octet-stream',
    cacheControl: 'private, no-store',
    downloadName: original.filename,
  });
  if (!sent) throw notFound('Recording not found');
  return sent;
}

/**
 * A segment's address under nginx's signed location: `e`, when it lapses (seconds since the epoch), and `s`,
 * base64url(md5(`${e}${uri} ${secret}`)), which is what nginx's secure_link_md5 computes and compares.
 */
function signedSegmentAddress(key: string, secret: string, now = Date.now()): string {
  const expires = Math.ceil(now / 3_600_000) * 3600 + SEGMENT_LINK_SECONDS;
  const uri = `${NGINX_SEGMENT_LOCATION}${key}`;
  const signature = crypto.createHash('md5').update(`${expires}${uri} ${secret}`).digest('base64url');
  return `${uri}?e=${expires}&s=${signature}`;
}

/**
 * A playlist's segment lines as nginx's signed addresses (MEDIA_DELIVERY=nginx): the playlist itself has passed the
 * access check, and its segments then go from nginx alone. Other lines (a master's playlists) are left to Atlas.
 */
export function playlistWithSignedSegments(playlist: string, key: string, secret: string): string {
  const folder = path.posix.dirname(key);
  return playlist
    .split('\n')
    .map((line) => {
      const name = line.trim();
      return /^[a-z0-9_.-]+\.ts$/.test(name) ? signedSegmentAddress(`${folder}/${name}`, secret) : line;
    })
    .join('\n');
}
