import { MAX_ROW_ID } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { documentTitle, pagePath, pageUrl, shortDescription } from '#contracts/public-pages';
import { countOpening, readerOf } from '../access/access-reader.ts';
import { listedVisibility } from '../access/read-model.ts';
import { listMediaIds } from '../media/media.queries.ts';
import { getMedia } from '../media/media.service.ts';
import type { RecordPage } from './record-page.ts';
import { listPublicMediaStamps } from './seo.repository.ts';
import { videoObject } from './structured-data.ts';

/** An id as the address writes it: digits without a leading zero, within a row id's range. */
const VIDEO_ID = /^[1-9]\d{0,9}$/;

/** The video page, `/archive/{videoId}` (docs/decisions.md §67): the interview the visitor may see, as schema.org VideoObject data. */
export const videoPage: RecordPage<'video'> = {
  async head(app, request, { videoId }, base, { texts, origin, fallbackImage }) {
    const id = VIDEO_ID.test(videoId) ? Number(videoId) : NaN;
    if (!(id <= MAX_ROW_ID)) return null;
    const reader = await readerOf(request, app, 'public');
    const media = await getMedia(app.database, id, reader);
    if (!media) return null;
    countOpening(app, request, reader, media.id);
    const path = pagePath('video', { videoId: media.id });
    const page = pageUrl(origin, path, base.language);
    const structured = videoObject(
      media,
      {
        page,
        at: (seconds) => pageUrl(origin, path, base.language, { t: String(seconds) }),
        absolute: (pathOrUrl) => new URL(pathOrUrl, origin).toString(),
        fallbackImage,
      },
      texts.pages.home.title,
    );
    const { withGuest = '{{guest}}' } = texts.pages.video;
    return {
      ...base,
      title: documentTitle(media.guest ? withGuest.replace('{{guest}}', media.guest) : media.title, texts.appName),
      description: shortDescription(media.description, texts.pages.video.description),
      // The page's largest text is the video's description, which waits for this answer.
      preloads: [...base.preloads, { href: apiPaths.media.detail(media.id), as: 'fetch' }],
      structuredData: base.noindex ? null : { path, data: structured },
    };
  },
  listed: async (app) =>
    (await listPublicMediaStamps(app.database.db)).map((video) => ({ params: { videoId: video.id }, lastmod: video.updated_at })),
  // The public most-watched list's own statement (its index reads them in order).
  mostVisited: async (app, limit) =>
    (await listMediaIds(app.database.db, { visibility: listedVisibility('public') }, 'views', { limit, offset: 0 })).map((id) => ({
      videoId: id,
    })),
};
