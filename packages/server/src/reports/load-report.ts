import type { AnalysisResult, PageFacts, ViewportName } from '@heroscope/schema';
import type { SqlSession } from '../database.js';
import { restoreScreenshots } from './screenshot-refs.js';

export interface StoredReport {
  id: number;
  requestId: number;
  engineVersion: string;
  createdAt: Date;
  /** As the engine returned it, screenshots included (data URLs). */
  result: AnalysisResult;
  /** What it was computed from: analyzeFacts(facts) scores it again without the page. */
  facts: PageFacts;
}

/** The report of a request, whole again (null if it has none yet). */
export async function loadReport(
  session: SqlSession,
  requestId: number,
): Promise<StoredReport | null> {
  const [row] = await session.query<{
    id: string;
    request_id: string;
    engine_version: string;
    created_at: Date;
    result: AnalysisResult;
    facts: PageFacts;
  }>(
    'SELECT id, request_id, engine_version, created_at, result, facts FROM reports WHERE request_id = $1',
    [requestId],
  );
  if (!row) return null;
  const shots = await session.query<{
    viewport: ViewportName;
    mime_type: string;
    width: number;
    height: number;
    bytes: Uint8Array;
  }>(
    'SELECT viewport, mime_type, width, height, bytes FROM report_screenshots WHERE report_id = $1',
    [row.id],
  );
  const { result, facts } = restoreScreenshots(
    row.result,
    row.facts,
    shots.map((s) => ({
      viewport: s.viewport,
      mimeType: s.mime_type,
      width: s.width,
      height: s.height,
      bytes: Buffer.from(s.bytes),
    })),
  );
  return {
    id: Number(row.id),
    requestId: Number(row.request_id),
    engineVersion: row.engine_version,
    createdAt: row.created_at,
    result,
    facts,
  };
}
