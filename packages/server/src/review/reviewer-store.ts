import { createHash, randomBytes } from 'node:crypto';
import { MAX_EMAIL_LENGTH } from '@heroscope/schema';
import type { SqlSession } from '../database.js';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from './password-hash.js';

export interface Reviewer {
  id: number;
  email: string;
  createdAt: string;
}

/** A mistake of whoever manages the accounts, worded for them. */
export class ReviewerAccountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewerAccountError';
  }
}

export const normaliseReviewerEmail = (email: string) => email.trim().toLowerCase();

interface ReviewerRow {
  id: string | number;
  email: string;
  created_at: Date | string;
}

const toReviewer = (row: ReviewerRow): Reviewer => ({
  id: Number(row.id),
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
});

export async function addReviewer(
  db: SqlSession,
  email: string,
  password: string,
): Promise<Reviewer> {
  const normalised = normaliseReviewerEmail(email);
  if (normalised.length > MAX_EMAIL_LENGTH || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised))
    throw new ReviewerAccountError(`'${email}' is not an email address.`);
  const problem = passwordProblem(password);
  if (problem) throw new ReviewerAccountError(problem);
  const rows = await db.query<ReviewerRow>(
    `INSERT INTO reviewers (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (email) DO NOTHING RETURNING id, email, created_at`,
    [normalised, await hashPassword(password)],
  );
  if (!rows[0]) throw new ReviewerAccountError(`${normalised} is already a reviewer.`);
  return toReviewer(rows[0]);
}

/** Removes the account and, with it, every session it had. */
export async function removeReviewer(db: SqlSession, email: string): Promise<void> {
  const rows = await db.query(`DELETE FROM reviewers WHERE email = $1 RETURNING id`, [
    normaliseReviewerEmail(email),
  ]);
  if (!rows[0])
    throw new ReviewerAccountError(`${normaliseReviewerEmail(email)} is not a reviewer.`);
}

export async function listReviewers(db: SqlSession): Promise<Reviewer[]> {
  const rows = await db.query<ReviewerRow>(
    `SELECT id, email, created_at FROM reviewers ORDER BY email`,
  );
  return rows.map(toReviewer);
}

/** The reviewer these credentials belong to, or null; as slow for an unknown email as a wrong password. */
export async function checkCredentials(
  db: SqlSession,
  email: string,
  password: string,
): Promise<Reviewer | null> {
  const rows = await db.query<ReviewerRow & { password_hash: string }>(
    `SELECT id, email, created_at, password_hash FROM reviewers WHERE email = $1`,
    [normaliseReviewerEmail(email)],
  );
  const row = rows[0];
  const ok = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
  return row && ok ? toReviewer(row) : null;
}

export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface ReviewerSession {
  reviewer: Reviewer;
  csrfToken: string;
  expiresAt: string;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new session: 256 random bits for the cookie (only its hash is stored) and a CSRF token. */
export async function createSession(
  db: SqlSession,
  reviewer: Reviewer,
  now = new Date(),
): Promise<{ token: string } & ReviewerSession> {
  const token = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  // Sign-in is a good moment to forget expired sessions: no timer needed.
  await db.query(`DELETE FROM reviewer_sessions WHERE expires_at < $1`, [now.toISOString()]);
  await db.query(
    `INSERT INTO reviewer_sessions (token_hash, reviewer_id, csrf_token, expires_at) VALUES ($1, $2, $3, $4)`,
    [tokenHash(token), reviewer.id, csrfToken, expiresAt],
  );
  return { token, reviewer, csrfToken, expiresAt };
}

export async function findSession(
  db: SqlSession,
  token: string,
  now = new Date(),
): Promise<ReviewerSession | null> {
  const rows = await db.query<ReviewerRow & { csrf_token: string; expires_at: Date | string }>(
    `SELECT r.id, r.email, r.created_at, s.csrf_token, s.expires_at
       FROM reviewer_sessions s JOIN reviewers r ON r.id = s.reviewer_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash(token), now.toISOString()],
  );
  const row = rows[0];
  return row
    ? {
        reviewer: toReviewer(row),
        csrfToken: row.csrf_token,
        expiresAt: new Date(row.expires_at).toISOString(),
      }
    : null;
}

export async function deleteSession(db: SqlSession, token: string): Promise<void> {
  await db.query(`DELETE FROM reviewer_sessions WHERE token_hash = $1`, [tokenHash(token)]);
}
