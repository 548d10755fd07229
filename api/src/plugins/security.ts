import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Strict headers. The only third parties the browser may reach are the ones the product's rules name:
 * the YouTube player and thumbnails, and OpenStreetMap tiles (docs/behaviour.md §7 "Third-party requests"),
 * plus the media origins the admin configured for audio and video files (MEDIA_ORIGINS, docs/decisions.md §50), and
 * the object store's origin when recordings are sent from it by signed address (MEDIA_DELIVERY=signed, §1700).
 * The headers are worked out once, at start-up (docs/decisions.md §119): each answer only has them set.
 */
export const securityPlugin = fp<{ mediaOrigins: string[]; storageOrigins?: string[]; inlineScripts: string[] }>(
  async (app, { mediaOrigins, storageOrigins = [], inlineScripts }) => {
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The page's own inline script by its hash (the first-paint script, docs/decisions.md §1024).
          scriptSrc: ["'self'", ...inlineScripts, 'https://www.youtube.com', 'https://s.ytimg.com'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            'https://i.ytimg.com',
            'https://img.youtube.com',
            'https://tile.openstreetmap.org',
            ...storageOrigins,
          ],
          frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
          connectSrc: ["'self'", 'https://tile.openstreetmap.org', ...storageOrigins],
          fontSrc: ["'self'", 'data:'],
          // blob: carries a held recording's HLS stream into the player (hls.js, Media Source Extensions).
          mediaSrc: ["'self'", 'blob:', ...mediaOrigins, ...storageOrigins],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // On the raw response, before any route runs: a route may still replace one (the poster's own policy),
    // and answers that end early (401, 404, 304, errors) carry them too.
    // Helmet reports no errors through the callback (it throws, and Fastify turns a throw into an error answer).
    app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
    await app.register(compress, { threshold: 1024 });
  },
  { name: 'security' },
);
