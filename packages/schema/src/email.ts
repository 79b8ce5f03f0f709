/** Email rules of SPEC §5. Pure, shared by the web client and the server. */

export const MAX_EMAIL_LENGTH = 254;

export const DISPOSABLE_EMAIL_DOMAINS = [
  'yopmail',
  'mailinator',
  'guerrillamail',
  '10minutemail',
  'tempmail',
  'fakeinbox',
] as const;

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const DISPOSABLE_EMAIL_MESSAGE =
  'Please use a professional email address. Disposable emails are not allowed.';
export function invalidEmailMessage(supportEmail: string): string {
  return `Please enter a valid email address (e.g., ${supportEmail})`;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type EmailResult =
  | { ok: true; email: string }
  | { ok: false; reason: 'required' | 'invalid' | 'disposable'; message: string };

/** A domain is disposable when any of its labels is one of the listed services (yopmail.com, mail.tempmail.net …). */
export function isDisposableDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split('.');
  return DISPOSABLE_EMAIL_DOMAINS.some((d) => labels.includes(d));
}

export function validateEmail(input: string, supportEmail: string): EmailResult {
  const email = input.trim();
  if (!email) return { ok: false, reason: 'required', message: EMAIL_REQUIRED_MESSAGE };
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    return { ok: false, reason: 'invalid', message: invalidEmailMessage(supportEmail) };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (isDisposableDomain(domain)) {
    return { ok: false, reason: 'disposable', message: DISPOSABLE_EMAIL_MESSAGE };
  }
  return { ok: true, email };
}
