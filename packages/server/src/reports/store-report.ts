import type { AnalysisWithFacts } from '@heroscope/analyzer';
import type { SqlSession } from '../database.js';
import { extractScreenshots } from './screenshot-refs.js';

/**
 * Stores the report of a request: result and facts as JSON, screenshots as bytes. Returns the
 * report's id, or null when the request already has one (a job that ran twice, e.g. after its
 * worker was presumed dead: the first report stands). Call inside the transaction that also
 * moves the request to its next status.
 */
export async function storeReport(
  tx: SqlSession,
  requestId: number,
  analysis: AnalysisWithFacts,
): Promise<number | null> {
  const { result, facts, screenshots } = extractScreenshots(analysis.result, analysis.facts);
  const [report] = await tx.query<{ id: string }>(
    `INSERT INTO reports (request_id, result, facts, engine_version)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (request_id) DO NOTHING RETURNING id`,
    [requestId, JSON.stringify(result), JSON.stringify(facts), result.meta.engine.version],
  );
  if (!report) return null;
  for (const shot of screenshots) {
    await tx.query(
      `INSERT INTO report_screenshots (report_id, viewport, mime_type, width, height, bytes)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        report.id,
        shot.viewport,
        shot.mimeType,
        Math.round(shot.width),
        Math.round(shot.height),
        shot.bytes,
      ],
    );
  }
  return Number(report.id);
}
