/** Why a collect failed, in a form the CLI and server can map to a message and a status. */
export type CollectErrorCode =
  | 'invalid-url'
  | 'blocked'
  | 'unreachable'
  | 'timeout'
  | 'http-error'
  | 'crashed'
  | 'too-many-redirects'
  | 'too-large';

export class CollectError extends Error {
  readonly code: CollectErrorCode;
  /** HTTP status of the main document, for 'http-error'. */
  readonly status: number | null;

  constructor(code: CollectErrorCode, message: string, status: number | null = null) {
    super(message);
    this.name = 'CollectError';
    this.code = code;
    this.status = status;
  }
}
