import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { AUDITS, AUDIT_WEIGHTS, ENGINE_VERSION } from '@heroscope/analyzer';
import { METHODOLOGY_PATH } from '@heroscope/schema';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  methodologyStylesheet,
  renderMethodologyPage,
  type MethodologyInput,
} from '../methodology/render-methodology.js';
import { negotiateEncoding, type ContentEncoding } from '../negotiate-encoding.js';

interface Representation {
  body: Buffer;
  etag: string;
}

export interface MethodologyPage {
  /** CSP source allowing the page's one inline stylesheet, and nothing else inline. */
  styleSource: string;
  representations: Record<ContentEncoding, Representation>;
}

/**
 * Renders the page once, with its brotli and gzip forms: it only changes when the engine does,
 * and the engine only changes with a new server build.
 */
export function buildMethodologyPage(input: MethodologyInput): MethodologyPage {
  const html = renderMethodologyPage(input);
  const styleSource = `'sha256-${createHash('sha256').update(methodologyStylesheet(input)).digest('base64')}'`;
  const identity = Buffer.from(html);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  // Strong ETags must differ between encodings of the same page (RFC 9110 §8.8.3).
  const represent = (body: Buffer, suffix: string): Representation => ({
    body,
    etag: `"${hash}${suffix}"`,
  });
  return {
    styleSource,
    representations: {
      identity: represent(identity, ''),
      br: represent(
        brotliCompressSync(identity, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        }),
        '-br',
      ),
      gzip: represent(gzipSync(identity, { level: 9 }), '-gz'),
    },
  };
}

let builtDefault: MethodologyPage | undefined;

/** The engine's own page, built once per process (brotli at its best quality takes a moment). */
function defaultPage(): MethodologyPage {
  builtDefault ??= buildMethodologyPage({
    audits: AUDITS,
    weights: AUDIT_WEIGHTS,
    engineVersion: ENGINE_VERSION,
  });
  return builtDefault;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Tightens the CSP helmet set on this response: the page's own stylesheet, by hash, only. */
function allowOnlyOwnStyles(reply: FastifyReply, styleSource: string): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header(
      'content-security-policy',
      csp.replace(/style-src [^;]*/, `style-src ${styleSource}`),
    );
  }
}

/**
 * GET /methodology: "How is it calculated?" (DOCS_URL's default), generated from the audit
 * registry and weights the engine scores with, so it cannot drift from the code. Revalidated
 * on every use (ETag), sent brotli- or gzip-compressed when accepted.
 */
export const methodologyRoute: FastifyPluginAsync = async (app) => {
  const page = defaultPage();
  app.get(METHODOLOGY_PATH, async (request, reply) => {
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const { body, etag } = page.representations[encoding];
    allowOnlyOwnStyles(reply, page.styleSource);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .header('etag', etag);
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  });
};
