/** Error messages of SPEC §8 for the email submission (the validation ones are in @heroscope/schema). */

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

export function backendErrorMessage(supportEmail: string): string {
  return `Something went wrong. Please try again or contact ${supportEmail}`;
}
