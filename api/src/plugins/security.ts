import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict headers. The only third parties the browser may reach are the ones the product rules names:
 * the YouTube player and thumbnails, and OpenStreetMap tiles (docs/behaviour.md §7 "Third-party requests"),
 * plus the media origins the admin configured for audio and video files (MEDIA_ORIGINS, issue 12).
 */
export const securityPlugin = fp<{ mediaOrigins: string[] }>(async (app, { mediaOrigins }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://s.ytimg.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com', 'https://img.youtube.com', 'https://tile.openstreetmap.org'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", 'https://tile.openstreetmap.org'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", ...mediaOrigins],
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
  await app.register(compress, { threshold: 1024 });
}, { name: 'security' });
