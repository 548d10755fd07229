import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, mediaDefaults } from './config.ts';
import { accountLinkRoutes, accountsAdminRoutes } from './features/accounts/accounts.routes.ts';
import { activityRoutes } from './features/activity/activity.routes.ts';
import { accessRequestAdminRoutes, accessRequestRoutes } from './features/access-requests/access-requests.routes.ts';
import { accessClockPlugin } from './features/access/access-clock.ts';
import { accessReaderPlugin } from './features/access/access-reader.ts';
import { mediaAccessRoutes } from './features/access/access.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { bulkRoutes } from './features/bulk/bulk.routes.ts';
import { reviewRoutes } from './features/review/review.routes.ts';
import { accountRoutes } from './features/two-factor/account.routes.ts';
import { collectionAdminRoutes, collectionRoutes } from './features/collections/collections.routes.ts';
import { peopleAdminRoutes, peopleRoutes } from './features/people/people.routes.ts';
import { consentRoutes } from './features/consent/consent.routes.ts';
import { contactRoutes, messageAdminRoutes } from './features/contact/contact.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { historyRoutes } from './features/history/history.routes.ts';
import { mapLocationRoutes } from './features/map-locations/map-locations.routes.ts';
import { mediaAdminRoutes } from './features/media/media.admin.routes.ts';
import { mediaPosterRoutes } from './features/media/media.poster.routes.ts';
import { mediaFileAdminRoutes, mediaFileReadRoutes } from './features/media-files/media-files.routes.ts';
import { mediaFilesPlugin } from './features/media-files/media-files.plugin.ts';
import { uploadRoutes } from './features/media-files/uploads.routes.ts';
import { signedUrlOrigin } from './features/media-files/storage/s3-storage.ts';
import { mediaReadRoutes } from './features/media/media.routes.ts';
import { iiifRoutes } from './features/iiif/iiif.routes.ts';
import { webVttRoutes } from './features/webvtt/webvtt.routes.ts';
import { ohmsExportRoutes, ohmsImportRoutes } from './features/ohms/ohms.routes.ts';
import { oaiRoutes } from './features/oai/oai.routes.ts';
import { placeAdminRoutes, placeRoutes } from './features/places/places.routes.ts';
import { recordRoutes } from './features/records/records.routes.ts';
import { participantRoutes } from './features/participants/participants.routes.ts';
import { segmentRoutes } from './features/segments/segments.routes.ts';
import { trashRoutes } from './features/trash/trash.routes.ts';
import { transcriptRoutes } from './features/transcripts/transcripts.routes.ts';
import { transcriptJobRoutes } from './features/transcripts/transcript-jobs.routes.ts';
import { inlineScriptSources } from './features/seo/page-head.ts';
import { seoRoutes } from './features/seo/seo.routes.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { arabicLabelRoutes, vocabularyLabelAdminRoutes } from './features/vocabulary/vocabulary-labels.routes.ts';
import { vocabularyRoutes } from './features/vocabulary/vocabulary.routes.ts';
import { accessGatePlugin } from './plugins/access-gate.ts';
import { authPlugin } from './plugins/auth.ts';
import { databasePlugin } from './plugins/database.ts';
import { drainPlugin } from './plugins/drain.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { cachesPlugin } from './plugins/caches.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { httpCachingPlugin } from './plugins/http-caching.ts';
import { interviewEventsPlugin } from './plugins/interview-events.ts';
import { readInvalidationPlugin } from './plugins/read-invalidation.ts';
import { searchUpkeepPlugin } from './plugins/search-upkeep.ts';
import { securityPlugin } from './plugins/security.ts';
import { spaPlugin } from './plugins/spa.ts';

/** Bodies above this are refused with 413 (long transcripts fit well inside it). */
const BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** How long a stop waits for requests under way before closing their connections. */
const CLOSE_GRACE_MS = 5_000;

/** The whole server: plugins in dependency order, then the API routes, then the SPA. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    // Every line names its node (NODE_NAME), so the lines of several machines can be read together.
    logger: config.logRequests ? { level: config.logLevel, base: { pid: process.pid, node: config.nodeName } } : false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Whose X-Forwarded-For / X-Forwarded-Proto to believe (request.ip, request.protocol).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: false },
    // Start-up waits for the migrations however long they take (a new index over a large archive takes
    // minutes); Fastify's default of 10 s per plugin stopped the server mid-migration (docs/decisions.md §1202).
    pluginTimeout: 0,
    // A request that reaches a closing node is served, not refused with 503: a proxy may not send a POST that failed
    // so to another node, and the node still has everything it needs until its requests are done (docs/deploy.md).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  // A stop lets requests under way finish, but waits no longer than CLOSE_GRACE_MS for connections still
  // open (a client gone quiet before or during a request), which Node would otherwise wait out for its
  // header or keep-alive timeout, 60–72 s (docs/decisions.md §1201).
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS).unref();
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  const media = mediaDefaults(config.media);
  // Signed addresses send posters, playlists and segments from the store's origin (docs/decisions.md §1700).
  const storageOrigins = media.delivery === 'signed' ? [signedUrlOrigin(media.storage, media.s3Endpoint, media.s3Region)] : [];
  await app.register(securityPlugin, {
    mediaOrigins: config.mediaOrigins,
    storageOrigins,
    inlineScripts: inlineScriptSources(config.webDist),
  });
  await app.register(cookie);
  await app.register(databasePlugin, config);
  await app.register(searchUpkeepPlugin);
  await app.register(cachesPlugin);
  await app.register(interviewEventsPlugin);
  await app.register(readInvalidationPlugin);
  // Before every route, so that its hook counts them all.
  await app.register(metricsPlugin);
  await app.register(accessClockPlugin);
  await app.register(accessReaderPlugin);
  await app.register(mediaFilesPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(authPlugin);
  await app.register(accessGatePlugin);
  await app.register(httpCachingPlugin);
  await app.register(docsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(accountLinkRoutes);
  await app.register(mediaReadRoutes);
  await app.register(mediaPosterRoutes);
  await app.register(mediaFileReadRoutes);
  await app.register(contactRoutes);
  await app.register(accessRequestRoutes);
  await app.register(siteRoutes);
  await app.register(arabicLabelRoutes);
  await app.register(collectionRoutes);
  await app.register(placeRoutes);
  await app.register(peopleRoutes);
  await app.register(recordRoutes);
  // Admin-only writes: each plugin is its own encapsulated context made admin-only by app.adminOnly().
  await app.register(mediaAdminRoutes);
  await app.register(segmentRoutes);
  await app.register(participantRoutes);
  await app.register(messageAdminRoutes);
  await app.register(trashRoutes);
  await app.register(mediaFileAdminRoutes);
  await app.register(uploadRoutes);
  await app.register(historyRoutes);
  await app.register(consentRoutes);
  await app.register(accessRequestAdminRoutes);
  await app.register(mediaAccessRoutes);
  await app.register(vocabularyRoutes);
  await app.register(bulkRoutes);
  await app.register(vocabularyLabelAdminRoutes);
  await app.register(collectionAdminRoutes);
  await app.register(placeAdminRoutes);
  await app.register(peopleAdminRoutes);
  await app.register(mapLocationRoutes);
  await app.register(oaiRoutes);
  await app.register(iiifRoutes);
  await app.register(webVttRoutes);
  await app.register(ohmsExportRoutes);
  await app.register(ohmsImportRoutes);
  await app.register(accountsAdminRoutes);
  await app.register(accountRoutes);
  await app.register(activityRoutes);
  await app.register(reviewRoutes);
  await app.register(transcriptRoutes);
  await app.register(transcriptJobRoutes);

  // Before the SPA's catch-all: robots.txt, sitemap.xml and the public pages with their head filled in.
  await app.register(seoRoutes);
  await app.register(spaPlugin);
  return app;
}
