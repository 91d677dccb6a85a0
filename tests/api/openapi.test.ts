import type { OpenAPIV3_1 } from 'openapi-types';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/fixture';
import { recordRoutes, type RecordedRoute } from '../helpers/routes';

// Issue 11: the OpenAPI document is generated from the route schemas and lists every route.

const recorder = recordRoutes();
const { server } = useTestServer();
let document: OpenAPIV3_1.Document;

/** State-changing routes that take no body. */
const NO_BODY = new Set([
  'POST /api/users/refresh',
  'POST /api/users/logout',
  'POST /api/drawers/:id/reopen',
]);

beforeAll(async () => {
  recorder.stop();
  const res = await server.client().get('/api/openapi.json');
  expect(res.status).toBe(200);
  document = res.body as OpenAPIV3_1.Document;
});

const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
const operation = (route: RecordedRoute) =>
  document.paths?.[openApiPath(route.url)]?.[
    route.method.toLowerCase() as OpenAPIV3_1.HttpMethods
  ] as OpenAPIV3_1.OperationObject | undefined;

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(recorder.routes.length).toBeGreaterThan(60);
  });

  it('lists every registered route', () => {
    const missing = recorder.routes.filter((r) => !operation(r)).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('gives every route its path parameters, body and success response schemas', () => {
    const gaps: string[] = [];
    for (const route of recorder.routes) {
      const op = operation(route)!;
      const name = `${route.method} ${route.url}`;
      const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      const documented = (op.parameters ?? []) as OpenAPIV3_1.ParameterObject[];
      for (const param of params) {
        if (!documented.some((p) => p.in === 'path' && p.name === param))
          gaps.push(`${name}: path parameter ${param}`);
      }
      const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !NO_BODY.has(name);
      if (takesBody && !op.requestBody) gaps.push(`${name}: body`);
      const success = Object.entries(op.responses ?? {}).filter(([code]) => /^2/.test(code));
      const described = success.some(
        ([code, r]) =>
          code === '204' ||
          (r as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema !== undefined,
      );
      // A websocket route answers 101 and then speaks the live channel's messages.
      if (!described && !route.websocket) gaps.push(`${name}: response`);
    }
    expect(gaps).toEqual([]);
  });

  it('documents the refusal bodies of every route: {message} or the 400 field map', () => {
    const undocumented = recorder.routes
      .filter((route) => {
        const refusal = operation(route)?.responses?.['4XX'] as OpenAPIV3_1.ResponseObject;
        const schema = refusal?.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
        return !schema?.anyOf?.some((s) => 'properties' in s && s.properties?.message);
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(undocumented).toEqual([]);
  });

  it('gives every route one of the tags of the document and a summary', () => {
    const tags = new Set((document.tags ?? []).map((tag) => tag.name));
    const lacking = recorder.routes
      .filter((route) => {
        const op = operation(route);
        const tagged = !!op?.tags?.length && op.tags.every((tag) => tags.has(tag));
        return !tagged || !op?.summary?.trim();
      })
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(lacking).toEqual([]);
  });
});
