import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/http';
import { useTestServer } from '../helpers/fixture';
import { fillParams, recordRoutes, type RecordedRoute } from '../helpers/routes';

/*
 * The auth guards run before Fastify validates a request: a request wrong in every part (the id in
 * its path, its query string, its body) is refused for who sends it (401 signed out, 403 without
 * the role) before anything says what is wrong with it (400, or 404 for the id).
 */

const recorder = recordRoutes();
const { server, staff, admin } = useTestServer({ signIn: ['staff', 'admin'] });
let noRole: ApiClient;

beforeAll(async () => {
  recorder.stop();
  noRole = await server.signIn('none');
});

/** Routes a signed-out request may use. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/openapi.json',
  'POST /api/users/register',
  'POST /api/users/login',
  'POST /api/users/refresh',
  'POST /api/users/logout',
  'GET /api/users/logout',
  // Order ahead (issue 31): customers read these without signing in.
  'GET /api/public/locations',
  'GET /api/public/menu',
  'GET /api/public/slots',
  'POST /api/public/orders',
  'GET /api/public/orders/:token',
  'GET /api/public/board',
]);

/** Routes for any signed-in user, whatever their role. */
const ANY_USER = new Set(['GET /api/users/me', 'GET /api/users/verify']);

/** Admin-only routes, each refused to staff with 403 before its input is looked at. */
const ADMIN_ONLY = [
  'POST /api/sodas',
  'PUT /api/sodas/:id',
  'DELETE /api/sodas/:id',
  'PUT /api/sodas/:id/cup-prices',
  'PATCH /api/menu-items/:id',
  'POST /api/locations',
  'PUT /api/locations/:id',
  'PUT /api/discounts/:id',
  'GET /api/audit-log',
  'GET /api/reports/sales',
  'GET /api/reports/make-times',
  'GET /api/reports/usage',
  'PUT /api/settings',
  'PUT /api/users/me/approval-pin',
  'POST /api/orders/sync/discard',
];

/** Wrong for every query schema that reads these keys. */
const BAD_QUERY =
  '?location=abc&from=not-a-day&to=x&page=-1&is_archived=maybe&status=x&group_by=x&ordering=x';

const name = (route: RecordedRoute) => `${route.method} ${route.url}`;

/** The route with 'abc' for every path parameter, a bad query string and, when it takes one, a body that no schema accepts (a list). */
function badRequest(client: ApiClient, method: string, url: string) {
  const body = ['POST', 'PUT', 'PATCH'].includes(method) ? [] : undefined;
  return client.request(method, `${fillParams(url, 'abc')}${BAD_QUERY}`, body);
}

const routes = () => recorder.routes.filter((r) => !r.websocket && !PUBLIC.has(name(r)));

describe('a request wrong in every part', () => {
  it('is a 401 when signed out, on every route that needs a session', async () => {
    expect(routes().length).toBeGreaterThan(60);
    const answers: string[] = [];
    for (const route of routes()) {
      const res = await badRequest(server.client(), route.method, route.url);
      answers.push(`${name(route)} ${res.status}`);
    }
    expect(answers).toEqual(routes().map((r) => `${name(r)} 401`));
  });

  it('is a 403 for a user without a role, on every staff and admin route', async () => {
    const guarded = routes().filter((r) => !ANY_USER.has(name(r)));
    const answers: string[] = [];
    for (const route of guarded) {
      const res = await badRequest(noRole, route.method, route.url);
      answers.push(`${name(route)} ${res.status}`);
    }
    expect(answers).toEqual(guarded.map((r) => `${name(r)} 403`));
  });

  it('is a 403 for staff on admin routes, and a 400 or 404 for an admin', async () => {
    const known = new Set(recorder.routes.map(name));
    for (const route of ADMIN_ONLY) {
      expect(known.has(route), route).toBe(true);
      const [method, url] = route.split(' ');
      expect(`${route} ${(await badRequest(staff, method, url)).status}`).toBe(`${route} 403`);
      const refused = (await badRequest(admin, method, url)).status;
      expect([400, 404], `${route} as admin: ${refused}`).toContain(refused);
    }
  });
});
