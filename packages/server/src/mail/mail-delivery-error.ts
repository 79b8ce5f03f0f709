/**
 * Sending failed. `transient` says whether trying again later can help: a refused or dropped
 * connection, a timeout or a 4xx reply (the server's "try later") can; a 5xx reply (no such
 * mailbox, message refused) will fail the same way every time.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ESOCKET',
  'ECONNECTION',
  'EDNS',
]);

/** Turns whatever the transport threw into a MailDeliveryError that says if a retry can help. */
export function toDeliveryError(error: unknown): MailDeliveryError {
  if (error instanceof MailDeliveryError) return error;
  const e = error as { message?: string; responseCode?: number; code?: string };
  const message = e?.message ?? String(error);
  if (typeof e?.responseCode === 'number')
    return new MailDeliveryError(message, e.responseCode < 500, e.responseCode);
  return new MailDeliveryError(message, TRANSIENT_CODES.has(e?.code ?? ''));
}
