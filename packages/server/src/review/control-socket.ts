import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SqlSession } from '../database.js';
import {
  addReviewer,
  listReviewers,
  removeReviewer,
  ReviewerAccountError,
} from './reviewer-store.js';

export const CONTROL_SOCKET_NAME = 'control.sock';

export function controlSocketPath(dataDir: string): string {
  return join(dataDir, CONTROL_SOCKET_NAME);
}

const MAX_BODY = 4096;

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let body = '';
  for await (const chunk of request) {
    body += String(chunk);
    if (body.length > MAX_BODY) throw new ReviewerAccountError('The request is too large.');
  }
  const parsed: unknown = body ? JSON.parse(body) : {};
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
}

/**
 * While a server holds the embedded database, `npm run reviewer` cannot open it (PGlite allows
 * one process), so the server answers account commands on a Unix socket inside DATA_DIR. The
 * socket is readable and writable by its owner only: whoever can use it could open the data
 * folder itself, so it grants nothing new.
 */
export async function startControlSocket(
  dataDir: string,
  db: SqlSession,
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>,
): Promise<{ close(): Promise<void> }> {
  const path = controlSocketPath(dataDir);
  // We hold the data folder's lock, so a socket file left here belongs to a dead server.
  if (existsSync(path)) unlinkSync(path);
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    void (async () => {
      try {
        if (request.url !== '/reviewers') return send(404, { message: 'Unknown command.' });
        if (request.method === 'GET') return send(200, await listReviewers(db));
        const body = await readJson(request);
        if (request.method === 'POST') {
          const reviewer = await addReviewer(db, body.email ?? '', body.password ?? '');
          logger.info({ reviewerId: reviewer.id }, 'reviewer added');
          return send(201, reviewer);
        }
        if (request.method === 'DELETE') {
          await removeReviewer(db, body.email ?? '');
          logger.info('reviewer removed');
          return send(200, { removed: true });
        }
        return send(405, { message: 'Unknown command.' });
      } catch (error) {
        if (error instanceof ReviewerAccountError || error instanceof SyntaxError)
          return send(400, { message: error.message });
        logger.error({ err: error }, 'control socket command failed');
        return send(500, { message: 'The server could not do that; see its log.' });
      }
    })();
  });
  const previous = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolve());
    });
  } finally {
    process.umask(previous);
  }
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
