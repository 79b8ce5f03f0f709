import { expect, it } from 'vitest';
import { describeOnEachEngine } from '../../test/test-engines.js';
import {
  addReviewer,
  checkCredentials,
  createSession,
  findSession,
  listReviewers,
  removeReviewer,
  SESSION_TTL_MS,
} from './reviewer-store.js';

describeOnEachEngine('reviewer accounts', (ctx) => {
  it('adds, lists, checks and removes reviewers, one account per inbox', async () => {
    const { db } = ctx();
    await db.exec('DELETE FROM reviewers');
    const ada = await addReviewer(db, 'Ada@Studio.test', 'twelve+ characters');
    expect(ada.email).toBe('ada@studio.test');
    await expect(addReviewer(db, 'ADA@studio.test', 'another long password')).rejects.toThrow(
      'ada@studio.test is already a reviewer.',
    );
    await expect(addReviewer(db, 'not-an-email', 'twelve+ characters')).rejects.toThrow(
      /is not an email address/,
    );
    await expect(addReviewer(db, 'bo@studio.test', 'short')).rejects.toThrow(/at least 12/);
    expect((await listReviewers(db)).map((r) => r.email)).toEqual(['ada@studio.test']);

    expect(await checkCredentials(db, 'ada@studio.test', 'twelve+ characters')).toMatchObject({
      email: 'ada@studio.test',
    });
    expect(await checkCredentials(db, 'ada@studio.test', 'twelve+ characterz')).toBeNull();

    const session = await createSession(db, ada);
    expect(await findSession(db, session.token)).toMatchObject({ csrfToken: session.csrfToken });
    await removeReviewer(db, 'ADA@studio.test');
    expect(await listReviewers(db)).toEqual([]);
    // Removing the account ends its sessions.
    expect(await findSession(db, session.token)).toBeNull();
    await expect(removeReviewer(db, 'ada@studio.test')).rejects.toThrow(/is not a reviewer/);
  });

  it('lets a session expire', async () => {
    const { db } = ctx();
    await db.exec('DELETE FROM reviewers');
    const reviewer = await addReviewer(db, 'cy@studio.test', 'twelve+ characters');
    const start = new Date('2026-01-01T09:00:00Z');
    const session = await createSession(db, reviewer, start);
    expect(await findSession(db, session.token, new Date(start.getTime() + 1000))).not.toBeNull();
    expect(
      await findSession(db, session.token, new Date(start.getTime() + SESSION_TTL_MS + 1)),
    ).toBeNull();
  });
});
