import { NEW_LOCATION_SETTINGS, ONLINE_ORDERING_OFF } from '../helpers/catalogue';
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { menuResponseSchema } from '../../src/shared/catalogue-response-schemas';
import { useTestServer } from '../helpers/fixture';
import { recordRoutes } from '../helpers/routes';

// Issue 11: replies are serialised through the route's response schema, so a column the handler
// did not mean to send (a new database column, a joined row) never reaches the client.

const EXTRA = 'leaked_column';

/** Adds the extra column to every object of a reply, nested ones too. */
function withExtraColumn(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExtraColumn);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, withExtraColumn(v)]);
  return { ...Object.fromEntries(entries), [EXTRA]: 'password hash' };
}

const recorder = recordRoutes();
const onInit = (message: unknown) => {
  const { fastify } = message as { fastify: FastifyInstance };
  fastify.addHook('preSerialization', async (_request, _reply, payload) =>
    withExtraColumn(payload),
  );
};
// Subscribed like the recorder, until the file's server (started by useTestServer's beforeAll) is up.
diagnostics.subscribe('fastify.initialization', onInit);
const { admin } = useTestServer({ seed: true, signIn: ['admin'] });

beforeAll(async () => {
  diagnostics.unsubscribe('fastify.initialization', onInit);
  recorder.stop();
  expect((await admin.post('/api/locations', { name: 'Main Street' })).status).toBe(201);
  expect((await admin.post('/api/menus', { version: 1, date: '2024-01-01' })).status).toBe(201);
});

describe('response schemas', () => {
  it('serialise menus and locations to their documented fields only', async () => {
    const menus = await admin.get('/api/menus');
    expect(menus.body).toEqual([{ id: expect.any(Number), version: 1, date: '2024-01-01' }]);
    const locations = await admin.get('/api/locations');
    expect(locations.body).toContainEqual({
      id: expect.any(Number),
      name: 'Main Street',
      ...NEW_LOCATION_SETTINGS,
    });
    for (const location of locations.body as object[])
      expect(Object.keys(location).sort()).toEqual(
        [
          'address',
          'auto_sold_out',
          'id',
          'name',
          'phone',
          'prices_include_tax',
          'tax_rate',
          'ticket_red_seconds',
          'ticket_yellow_seconds',
          'time_zone',
          ...Object.keys(ONLINE_ORDERING_OFF),
        ].sort(),
      );
  });

  it('drop an extra column from every listing the server answers', async () => {
    // The OpenAPI document and an audit entry's details are free-form by nature; every other
    // list route has a strict schema (the audit entry's own fields are checked in audit-log tests).
    const skip = new Set(['/api/openapi.json', '/api/users/logout', '/api/audit-log']);
    const lists = recorder.routes.filter(
      (r) => r.method === 'GET' && !r.url.includes(':') && !skip.has(r.url),
    );
    const answered: string[] = [];
    for (const route of lists.filter((r) => !r.websocket)) {
      const res = await admin.get(route.url);
      if (res.status !== 200) continue;
      answered.push(route.url);
      expect(JSON.stringify(res.body), route.url).not.toContain(EXTRA);
    }
    expect(answered).toEqual(expect.arrayContaining(['/api/menus', '/api/users', '/api/cups']));
  });

  it('refuses a reply that lacks a documented field instead of sending it', () => {
    const serialise = serializerCompiler({
      schema: menuResponseSchema,
      method: 'GET',
      url: '/api/menus/:id',
      httpStatus: '200',
    });
    expect(serialise({ id: 1, version: 2, date: '2024-01-01', secret: 'x' })).toBe(
      '{"id":1,"version":2,"date":"2024-01-01"}',
    );
    expect(() => serialise({ id: 1, date: '2024-01-01' })).toThrow();
  });
});
