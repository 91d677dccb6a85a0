import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  makeTimeQuerySchema,
  makeTimeReportSchema,
  salesQuerySchema,
  salesReportSchema,
  usageQuerySchema,
  usageReportSchema,
} from '../../shared/report-schemas';
import { z } from '../../shared/validation';
import { requireAdmin } from '../auth';
import type { Tx } from '../db';
import { parsedRoutes } from '../platform';
import { sendCsv } from './csv';
import { makeTimeReport } from './make-time-report';
import { foldRollupsWhileOpen } from './rollup-fold';
import { isItemGroup } from './sales-figures';
import { salesReport } from './sales-report';
import { usageReport } from './usage-report';

const wantsCsv = (request: FastifyRequest, format: string | undefined) =>
  format === 'csv' || (format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));

/** The CSV file name of a report over a range. */
const fileName = (name: string, query: { from: string; to: string }) =>
  `${name}-${query.from}-to-${query.to}.csv`;

const tags = ['reports'];
const csvOrJson = (schema: z.ZodType) => ({ 200: z.union([schema, z.string()]) });

/** A report's query as its reader takes it: the range of days, the location and the grouping. */
const reportOptions = <G>(query: { from: string; to: string; location?: number; group_by: G }) => ({
  from: query.from,
  to: query.to,
  location: query.location,
  groupBy: query.group_by,
});

/**
 * The admins' reports: sales, make times and stock usage. JSON by default; `format=csv` or
 * `Accept: text/csv` gives the rows as CSV (the sales report ends with a Total row).
 */
export async function reportRoutes(fastify: FastifyInstance) {
  const app = parsedRoutes(fastify);
  const { db } = app.database;
  app.addHook('preValidation', requireAdmin);
  foldRollupsWhileOpen(fastify, db, app.config.rollupFoldEveryMs);

  app.get(
    '/api/reports/sales',
    {
      schema: {
        tags,
        summary: 'Sales over a range of days, by day, location, item or flavor (JSON or CSV)',
        querystring: salesQuerySchema,
        response: csvOrJson(salesReportSchema),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const report = await salesReport(db, reportOptions(query));
      if (!wantsCsv(request, query.format)) return report;
      const columns = ['key', 'label', 'orders', 'items', 'gross', 'discounts', 'refunds', 'net'];
      const total = { key: 'total', label: 'Total', ...report.totals };
      const quantity = query.group_by === 'flavor' ? ['quantity'] : [];
      const cost = isItemGroup(query.group_by) ? ['cost', 'margin', 'margin_percent'] : [];
      return sendCsv(
        reply,
        fileName(`sales-by-${query.group_by}`, query),
        [...columns, 'tax', 'tips', ...quantity, ...cost],
        [...report.rows, total],
      );
    },
  );

  app.get(
    '/api/reports/make-times',
    {
      schema: {
        tags,
        summary: 'Wait and make times over a range of days (JSON or CSV)',
        querystring: makeTimeQuerySchema,
        response: csvOrJson(makeTimeReportSchema),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const report = await makeTimeReport(db, reportOptions(query));
      if (!wantsCsv(request, query.format)) return report;
      const columns = ['key', 'label', 'orders', 'wait_p50', 'wait_p90', 'make_p50', 'make_p90'];
      return sendCsv(
        reply,
        fileName(`make-times-by-${query.group_by}`, query),
        [...columns, 'total_p50', 'total_p90'],
        report.rows,
      );
    },
  );

  usageRoute(app, db);
}

/** GET /api/reports/usage: the stock used and wasted, and what counts found. */
function usageRoute(app: ReturnType<typeof parsedRoutes>, db: Tx) {
  app.get(
    '/api/reports/usage',
    {
      schema: {
        tags,
        summary:
          "Stock used, wasted and the counts' variance, per item or item and day (JSON or CSV)",
        querystring: usageQuerySchema,
        response: csvOrJson(usageReportSchema),
      },
    },
    async (request, reply) => {
      const { query } = request;
      const report = await usageReport(db, reportOptions(query));
      if (!wantsCsv(request, query.format)) return report;
      const day = query.group_by === 'day' ? ['day'] : [];
      return sendCsv(
        reply,
        fileName(`usage-by-${query.group_by}`, query),
        [...day, 'kind', 'id', 'name', 'uom', 'used', 'wasted', 'variance'],
        report.rows,
      );
    },
  );
}
