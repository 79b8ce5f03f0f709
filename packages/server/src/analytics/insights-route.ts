import { insightsQuerySchema, insightsSchema } from '@heroscope/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config.js';
import type { Database } from '../database.js';
import { admitAdmin } from './admin-guard.js';
import { dailyAggregatesCsv } from './daily-csv.js';
import { readInsights } from './insights-query.js';

export interface InsightsRouteOptions {
  config: Config;
  db: Database;
}

/** Longest period one request may ask for: a year and a day (a leap year, both ends included). */
const MAX_PERIOD_DAYS = 367;

const querySchema = insightsQuerySchema.refine(
  ({ from, to }) =>
    from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_PERIOD_DAYS,
  { message: `from must not be after to, and the period at most ${MAX_PERIOD_DAYS} days` },
);

/**
 * The admin side of the analytics, behind ADMIN_TOKEN like GET /api/admin/submissions:
 * GET /api/admin/insights?from=YYYY-MM-DD&to=YYYY-MM-DD for the Insights page, and
 * GET /api/admin/insights/daily.csv with the same query for the daily aggregates as CSV.
 */
export const insightsRoute: FastifyPluginAsyncZod<InsightsRouteOptions> = async (
  app,
  { config, db },
) => {
  // Before the query is validated: without the token, nothing about the API is revealed.
  app.addHook('onRequest', async (request, reply) => {
    if (!admitAdmin(config, request, reply)) return reply;
  });

  app.get(
    '/api/admin/insights',
    { schema: { querystring: querySchema, response: { 200: insightsSchema } } },
    async (request, reply) => {
      const { from, to } = request.query;
      const insights = await readInsights(db, from, to, config.analytics.retentionDays);
      return reply.header('cache-control', 'no-store').send(insights);
    },
  );

  app.get(
    '/api/admin/insights/daily.csv',
    { schema: { querystring: querySchema } },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await dailyAggregatesCsv(db, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="heroscope-daily-${from}-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
};
