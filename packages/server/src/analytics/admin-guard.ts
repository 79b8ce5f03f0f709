import type { FastifyReply, FastifyRequest } from 'fastify';
import { secretsMatch } from '../anon-key.js';
import type { Config } from '../config.js';

function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

/**
 * The admin API's door, as for GET /api/admin/submissions: the token only ever travels in the
 * Authorization header (never a URL, where it would reach logs and history, nor a cookie). Sends
 * the refusal and returns false when the request may not pass: 404 while ADMIN_TOKEN is unset (the
 * API does not exist), 401 otherwise.
 */
export function admitAdmin(config: Config, request: FastifyRequest, reply: FastifyReply): boolean {
  const adminToken = config.adminToken;
  if (!adminToken) {
    reply.callNotFound();
    return false;
  }
  const token = bearerToken(request.headers.authorization);
  if (token === undefined || !secretsMatch(token, adminToken)) {
    reply.code(401).header('www-authenticate', 'Bearer realm="heroscope-admin"').send({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'A valid admin token is required.',
    });
    return false;
  }
  return true;
}
