import type { FastifyPluginAsync } from 'fastify';
import { PostgrestHttpError } from '../postgrest-error.js';

const ONLY_PROCEDURE_HINT = 'The anonymous key may only call POST /rest/v1/rpc/append_email.';

/**
 * Everything under /rest/v1 other than the one procedure. A hosted backend would expose tables
 * and other functions here; the anonymous key gets none of them, and the answers never echo
 * data or the requested names.
 */
export const restRefusalsRoute: FastifyPluginAsync = async (app) => {
  // The body is never used here: read and drop it, so a refusal does not depend on its format.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null));
  app.all('/*', async (request) => {
    const path = (request.params as { '*': string })['*'].split('?')[0] ?? '';
    const [first, second] = path.split('/');
    if (first === 'rpc' && second === 'append_email') {
      throw new PostgrestHttpError(
        405,
        'PGRST101',
        `Cannot use the ${request.method} method on RPC to call a volatile function`,
        null,
        'Call it with POST.',
      );
    }
    if (first === 'rpc') {
      throw new PostgrestHttpError(
        404,
        'PGRST202',
        'Could not find the function in the schema cache',
        null,
        ONLY_PROCEDURE_HINT,
      );
    }
    if (first === 'submissions') {
      throw new PostgrestHttpError(
        401,
        '42501',
        'permission denied for table submissions',
        null,
        ONLY_PROCEDURE_HINT,
      );
    }
    throw new PostgrestHttpError(
      404,
      'PGRST205',
      'Could not find the table in the schema cache',
      null,
      ONLY_PROCEDURE_HINT,
    );
  });
};
