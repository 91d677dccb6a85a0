import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { messageSchema } from '../../shared/response-schemas';
import { z } from '../../shared/validation';

/**
 * Every refusal answers one of two bodies: `{message}` (401, 403, 404, 409, 429) or the 400
 * `{field: [messages]}` map. Documented for each route; replies are not serialised through it.
 */
const refusalSchema = z
  .union([messageSchema, z.record(z.string(), z.array(z.string()))])
  .describe('A refusal: {message}, or {field: [messages]} on 400');

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * The OpenAPI document of every route, generated from the zod route schemas, at /api/openapi.json.
 * @fastify/websocket hides websocket routes from the document; the live channel is listed anyway.
 */
export async function openApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: { openapi: '3.1.0', info: { title: 'Soda shop point of sale', version: '1.0.0' } },
    transform: (input: TransformInput) => {
      const response = { ...(input.schema.response as object), '4XX': refusalSchema };
      const websocket = (input.route as { websocket?: boolean }).websocket;
      return jsonSchemaTransform({
        ...input,
        schema: { ...input.schema, response, ...(websocket ? { hide: false } : {}) },
      });
    },
  });
  const schema = { response: { 200: z.looseObject({ openapi: z.string() }) } };
  app.get('/api/openapi.json', { schema }, async () => app.swagger());
}
