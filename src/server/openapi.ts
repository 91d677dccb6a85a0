import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from '../shared/validation';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document of every route, generated from the zod route schemas, at /api/openapi.json.
 * @fastify/websocket hides websocket routes from the document; the live channel is listed anyway.
 */
export async function openApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { title: 'Soda shop point of sale', version: '1.0.0' } },
    transform: (input: TransformInput) =>
      jsonSchemaTransform(
        (input.route as { websocket?: boolean }).websocket
          ? { ...input, schema: { ...input.schema, hide: false } }
          : input,
      ),
  });
  const schema = { response: { 200: z.looseObject({ openapi: z.string() }) } };
  app.get('/api/openapi.json', { schema }, async () => app.swagger());
}
