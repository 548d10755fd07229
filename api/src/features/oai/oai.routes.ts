import { DEFAULT_ARCHIVE_NAME } from '#contracts/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XMLBuilder } from 'fast-xml-parser';
import { type OaiArguments, OaiArgumentsSchema } from '#contracts/oai';
import { standardPaths } from '#contracts/paths';
import { OaiError, parseOaiRequest } from './oai-request.ts';
import { type OaiSite, answerOai } from './oai.service.ts';

const OAI_NAMESPACE = 'http://www.openarchives.org/OAI/2.0/';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

/** OAI-PMH 2.0 for harvesters (docs/decisions.md §93 to §96). */
export const oaiRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST carries the same arguments as a form body (only in this plugin's context).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, argumentsOf(new URLSearchParams(String(body))));
  });

  const handler = async (request: FastifyRequest, args: OaiArguments) => {
    const site: OaiSite = {
      origin: `${request.protocol}://${request.host}`,
      hostname: request.hostname,
      adminEmail: app.config.oaiAdminEmail || `archive@${request.hostname}`,
      repositoryName: app.config.archiveName ?? DEFAULT_ARCHIVE_NAME,
    };
    let content: Record<string, unknown>;
    try {
      content = await answerOai(app.database, site, parseOaiRequest(args));
    } catch (error) {
      if (!(error instanceof OaiError)) throw error;
      content = { error: { '#text': error.message, '@_code': error.code } };
    }
    return envelope(site, args, !isArgumentError(content), content);
  };

  const schema = { summary: 'OAI-PMH 2.0 (XML)', tags: ['standards'] };
  app.get(standardPaths.oai, { schema: { ...schema, querystring: OaiArgumentsSchema } }, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const body = await handler(request, argumentsOf(new URLSearchParams(query)));
    return reply.type('text/xml; charset=utf-8').send(body);
  });
  app.post(standardPaths.oai, { schema: { ...schema, body: OaiArgumentsSchema.optional() } }, async (request, reply) => {
    const body = await handler(request, request.body ?? {});
    return reply.type('text/xml; charset=utf-8').send(body);
  });
};

/** Repeated names become arrays, so the protocol can call them out as badArgument. */
function argumentsOf(params: URLSearchParams): OaiArguments {
  const args: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    args[key] = values.length === 1 ? values[0]! : values;
  }
  return args;
}

const isArgumentError = (content: Record<string, unknown>) => {
  const code = (content.error as { '@_code'?: string } | undefined)?.['@_code'];
  return code === 'badVerb' || code === 'badArgument';
};

/** The response: the request element echoes the arguments, except after badVerb/badArgument (protocol §3.2). */
function envelope(site: OaiSite, args: OaiArguments, echoArguments: boolean, content: Record<string, unknown>): string {
  const echoed: Record<string, string> = {};
  if (echoArguments) {
    for (const [key, value] of Object.entries(args)) if (typeof value === 'string') echoed[`@_${key}`] = value;
  }
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'OAI-PMH': {
      '@_xmlns': OAI_NAMESPACE,
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xsi:schemaLocation': `${OAI_NAMESPACE} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd`,
      responseDate: `${new Date().toISOString().slice(0, 19)}Z`,
      request: { '#text': `${site.origin}/oai`, ...echoed },
      ...content,
    },
  }) as string;
}
