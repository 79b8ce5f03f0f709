import type { Logger } from 'pino';
import type { Config } from '../config.js';

/**
 * Says loudly, at every start, that the guard keeping visitors' addresses off private networks
 * is lifted or bent (config.ts refuses both in production without ALLOW_UNSAFE_ANALYZER=true).
 */
export function warnUnsafeAnalyzer(
  config: Pick<Config, 'analyzerAllowPrivate' | 'analyzerResolve' | 'production'>,
  logger: Logger,
): void {
  if (config.analyzerAllowPrivate) {
    logger.warn(
      { production: config.production },
      "UNSAFE: ANALYZER_ALLOW_PRIVATE=true: visitors' addresses may reach private and loopback destinations (development and tests only)",
    );
  }
  if (config.analyzerResolve.length > 0) {
    logger.warn(
      { pins: config.analyzerResolve, production: config.production },
      'UNSAFE: ANALYZER_RESOLVE pins hosts to fixed addresses, private ones allowed (development and tests only)',
    );
  }
}
