import fastifyCookie from '@fastify/cookie';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { authRoutes, requireAdmin, SessionService, watchSessionUsers } from '../auth';
import { catalogueRoutes, watchCatalogue } from '../catalogue';
import { availabilityRoutes } from '../availability';
import { drawerRoutes } from '../drawers';
import { settingsRoutes } from '../settings';
import { auditRoutes } from '../audit';
import { onlineRoutes } from '../online';
import { inventoryRoutes } from '../inventory';
import { reportRoutes } from '../reports';
import {
  type AppConfig,
  frameworkErrors,
  HttpError,
  logFailedRequest,
  loggingOptions,
  originCheck,
  sampleRequests,
  serverLogger,
  ValidationError,
  zodValidatorCompiler,
} from '../platform';
import { vacuumWhileOpen, type Database } from '../db';
import { liveRoutes } from '../live';
import { openApi } from './openapi';
import { queueRoutes } from '../bar';
import { orderItemRoutes } from '../cart';
import { checkoutRoutes, orderSyncRoutes, syncDiscardRoutes } from '../checkout';
import { salesRoutes } from '../sales';
import { compressAnswers } from './compress-answers';
import { securityHeaders } from './security-headers';
import { staticClient } from './static-client';
import { z } from '../../shared/validation';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: AppConfig;
    sessions: SessionService;
    /** The process's logger (Fastify's own `log` is off; each request has `request.log`). */
    serverLog: FastifyBaseLogger;
  }
}

const BODY_LIMIT_BYTES = 1024 * 1024;
const healthSchema = {
  tags: ['system'],
  summary: 'Whether the server and its database answer',
  response: {
    200: z.object({ status: z.literal('ok'), database: z.string() }),
    503: z.object({ status: z.literal('unavailable'), message: z.string() }),
  },
};

export async function buildApp(database: Database, config: AppConfig): Promise<FastifyInstance> {
  const serverLog = serverLogger(config);
  const app = Fastify({
    // Errors always (database errors without their parameters), requests per LOG_REQUESTS.
    ...loggingOptions(serverLog),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    frameworkErrors,
    // The spec writes some paths with a trailing slash and some without: every route answers both.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('serverLog', serverLog);
  sampleRequests(app, config.logRequests);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('sessions', new SessionService(database.db, config));
  app.decorateRequest('user', null);
  // Route schemas validate requests (body, query string, path parameters: validate.ts), document
  // them, and serialise responses (extra columns are dropped).
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.setErrorHandler((error: FastifyError | HttpError | ValidationError, request, reply) => {
    if (error instanceof ValidationError) return reply.code(400).send(error.fields);
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      logFailedRequest(request, error);
      return reply.code(500).send({ message: 'Something went wrong on the server.' });
    }
    const message =
      'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
        ? 'The request body is not valid JSON.'
        : 'code' in error && error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'The request body is larger than 1 MB.'
          : error.message;
    const extra = error instanceof HttpError ? error.extra : {};
    return reply.code(status).send({ message, ...extra });
  });

  // Security headers first, so that every answer carries them, a refusal of the origin check too.
  securityHeaders(app);
  // JSON only: a form or text body is refused with 415 (part of the CSRF defence).
  app.removeContentTypeParser('text/plain');
  await compressAnswers(app);
  await app.register(fastifyCookie);
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  app.addHook('onRequest', originCheck(config));
  await openApi(app);

  app.get('/api/health', { schema: healthSchema }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch {
      return reply
        .code(503)
        .send({ status: 'unavailable', message: 'The database is not reachable.' });
    }
  });

  await app.register(authRoutes);
  await watchSessionUsers(app);
  await watchCatalogue(app);
  await app.register(catalogueRoutes);
  // The order contexts, in the order a sale runs: items into a cart, checkout, the bar, the record.
  await app.register(orderItemRoutes);
  await app.register(checkoutRoutes);
  await app.register(orderSyncRoutes);
  await app.register(syncDiscardRoutes);
  await app.register(queueRoutes);
  await app.register(salesRoutes);
  await app.register(availabilityRoutes);
  await app.register(drawerRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes, { requireAdmin });
  await app.register(reportRoutes);
  await app.register(onlineRoutes);
  await app.register(inventoryRoutes);
  await app.register(liveRoutes);

  await staticClient(app, config.clientDir);
  await vacuumWhileOpen(app, database, config.vacuumEveryMs);

  return app;
}
