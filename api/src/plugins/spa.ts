import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from the same origin as the API. Hashed assets are cached for a
 * year; index.html never, so a deploy is picked up at once. Unknown non-API GETs get the SPA.
 */
export const spaPlugin = fp(
  async (app) => {
    const root = app.config.webDist;
    const indexFile = path.join(root, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn(`No built web app at ${root}; serving the API only (run npm run build).`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (urlPath.startsWith('/api/')) return reply.callNotFound();
      const candidate = path.join(root, path.normalize(urlPath));
      if (candidate.startsWith(root) && urlPath !== '/' && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
        return reply.sendFile(path.relative(root, candidate));
      }
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    });
  },
  { name: 'spa' },
);
