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
 * The contexts of the API, one OpenAPI tag each. Every route's schema names its context in `tags`
 * and says what it does in `summary` (tests/api/openapi.test.ts fails on a route without them).
 */
export const API_TAGS = [
  { name: 'auth', description: 'Registration, sign-in, sessions and user accounts' },
  {
    name: 'catalogue',
    description:
      'Sodas, flavors, cups, menu items, promos, discounts, order names, menus and locations',
  },
  { name: 'cart', description: 'Order items: adding drinks to an order and pricing them' },
  { name: 'checkout', description: 'Paying for an order' },
  { name: 'bar', description: 'The drink queue and the moves of an order through it' },
  { name: 'sales', description: 'Order records, history, receipts, voids, refunds and approvals' },
  { name: 'drawers', description: 'Cash drawers: open, movements, close, reopen' },
  { name: 'reports', description: 'Sales, make-time and stock usage reports' },
  { name: 'settings', description: 'Chain settings and approval PINs' },
  { name: 'availability', description: 'What a location has sold out of' },
  { name: 'audit', description: 'The audit log' },
  { name: 'live', description: 'The websocket channel of a location' },
  { name: 'online', description: 'Order ahead: the public menu, pickup slots and online orders' },
  {
    name: 'inventory',
    description: 'Stock and cost per location: levels, receipts, waste, counts, transfers, reorder',
  },
  { name: 'system', description: 'Health and this document' },
];

/**
 * The OpenAPI document of every route, generated from the zod route schemas, at /api/openapi.json.
 * @fastify/websocket hides websocket routes from the document; the live channel is listed anyway.
 */
export async function openApi(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Soda shop point of sale', version: '1.0.0' },
      tags: API_TAGS,
    },
    transform: (input: TransformInput) => {
      const response = { ...(input.schema.response as object), '4XX': refusalSchema };
      const websocket = (input.route as { websocket?: boolean }).websocket;
      return jsonSchemaTransform({
        ...input,
        schema: { ...input.schema, response, ...(websocket ? { hide: false } : {}) },
      });
    },
  });
  const schema = {
    tags: ['system'],
    summary: 'This OpenAPI document',
    response: { 200: z.looseObject({ openapi: z.string() }) },
  };
  app.get('/api/openapi.json', { schema }, async () => app.swagger());
}
