import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiPaths } from '#contracts/paths';

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs/. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Atlas API', description: 'Oral-history video archive API (docs/behaviour.md §7).', version: '1.0.0' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: apiPaths.docs.replace(/\/$/, '') });
  },
  { name: 'docs' },
);
