import { randomBytes } from 'node:crypto';

/**
 * Access and unsubscribe tokens are 32 random bytes, base64url (43 characters: newToken()). A
 * path segment that is not a plausible token (base64url or hex, 32 to 128 characters) is
 * refused before the database is asked.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export const newToken = () => randomBytes(32).toString('base64url');

export const isToken = (value: string) => TOKEN_PATTERN.test(value);

/** The visitor's private report in the web app. */
export const privateReportPath = (accessToken: string) => `/report/${accessToken}`;

export const privateReportUrl = (publicUrl: string, accessToken: string) =>
  `${publicUrl}${privateReportPath(accessToken)}`;

/** The web app's unsubscribe page, which calls POST /api/unsubscribe/<token>. */
export const unsubscribeUrl = (publicUrl: string, unsubscribeToken: string) =>
  `${publicUrl}/unsubscribe/${unsubscribeToken}`;

/** What the viewer loads the screenshot from: behind the same token as the report. */
export const screenshotPath = (accessToken: string, viewport: 'desktop' | 'mobile') =>
  `/api/reports/${accessToken}/screenshot/${viewport}`;
