import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0001_submissions.sql; the migrations, not this file, define the table. */
export const submissions = pgTable('submissions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  url: text('url').notNull().unique(),
  emails: text('emails').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const dbSchema = { submissions };
