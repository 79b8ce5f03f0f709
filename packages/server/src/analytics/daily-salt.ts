import { randomBytes } from 'node:crypto';
import type { SqlSession } from '../database.js';

/**
 * The visitor hash's salt for each UTC day. Stored in the database rather than in memory so that
 * every server sharing a PostgreSQL counts a visitor once, and a restart does not split a day's
 * visitors in two. When a day's salt is first asked for, every earlier salt is deleted: past
 * hashes can then never be recomputed.
 */
export class DailySalt {
  private current: { day: string; salt: Promise<string> } | undefined;

  constructor(private readonly db: SqlSession) {}

  saltFor(day: string): Promise<string> {
    if (this.current?.day !== day) {
      const salt = this.load(day);
      this.current = { day, salt };
      // A failure must not stick: the next beacon tries again.
      salt.catch(() => {
        if (this.current?.salt === salt) this.current = undefined;
      });
    }
    return this.current.salt;
  }

  private async load(day: string): Promise<string> {
    await this.db.query(
      'INSERT INTO analytics_salts (day, salt) VALUES ($1::date, $2) ON CONFLICT (day) DO NOTHING',
      [day, randomBytes(32).toString('base64url')],
    );
    await this.db.query('DELETE FROM analytics_salts WHERE day < $1::date', [day]);
    const [row] = await this.db.query<{ salt: string }>(
      'SELECT salt FROM analytics_salts WHERE day = $1::date',
      [day],
    );
    if (!row) throw new Error(`no analytics salt for ${day}`);
    return row.salt;
  }
}
