-- Issue #8, from a draft to the visitor's inbox.
--
-- reports.draft: what the reviewer console edits, a ReviewDraft (packages/schema review-api.ts):
--   the engine's version with a stable id on every opportunity and deleted ones kept with their
--   reason. Created from reports.result on first open. draft_revision rises by one with every
--   saved change; a change names the revision it was made on and is refused (409) when another
--   reviewer saved first, so nobody overwrites anybody silently.
-- report_edits: the audit trail, one row per saved change (who, when, before, after).
-- reports.published: the ReportVersion the visitor sees, frozen at "Approve and send".
--   access_token opens it at /report/<token>: 32 random bytes, base64url. Kept as is (not
--   hashed) because the row it guards is in the same database: a reader of this table already
--   reads the report.
-- report_deliveries: one email per inbox that asked, its state and tries, for the console.
-- question_answers: the visitor's answers to 'Personalize the analysis', shown to the reviewer.
-- analysis_requests.parent_request_id: a new iteration (v2) of a sent report.

ALTER TABLE reports
  ADD COLUMN draft jsonb,
  ADD COLUMN draft_revision integer NOT NULL DEFAULT 0,
  ADD COLUMN published jsonb,
  ADD COLUMN published_at timestamptz,
  ADD COLUMN published_by bigint REFERENCES reviewers (id) ON DELETE SET NULL,
  ADD COLUMN access_token text UNIQUE;

CREATE TABLE report_edits (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id bigint NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  -- Kept when the account is removed: the trail says who did it.
  reviewer_id bigint REFERENCES reviewers (id) ON DELETE SET NULL,
  reviewer_email text NOT NULL,
  -- The revision this change produced.
  revision integer NOT NULL,
  -- A ReviewChange kind: 'update-opportunity', 'delete-opportunity', 'approve', …
  kind text NOT NULL,
  -- What it touched, for display: an opportunity id, 'question 2', 'brand intelligence'.
  target text NOT NULL,
  before jsonb,
  after jsonb,
  -- A deleted opportunity's one-line reason (how the engine gets better).
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX report_edits_report_idx ON report_edits (report_id, id);

CREATE TABLE report_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id bigint NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- queued → sending → sent, or → retrying → … → failed (permanent, or out of tries);
  -- unsubscribed when the visitor removed their address before it went.
  state text NOT NULL DEFAULT 'queued'
    CHECK (state IN ('queued', 'sending', 'retrying', 'sent', 'failed', 'unsubscribed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  -- Where the embedded default wrote the message (DATA_DIR/outbox/…eml), or the SMTP message id.
  message_ref text,
  -- Opens /unsubscribe/<token>: removes this address from our records in one click.
  unsubscribe_token text NOT NULL UNIQUE,
  job_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  UNIQUE (report_id, email)
);

CREATE TABLE question_answers (
  report_id bigint NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  -- Position in the published report's questions.
  question_index integer NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (report_id, question_index)
);

ALTER TABLE analysis_requests
  ADD COLUMN parent_request_id bigint REFERENCES analysis_requests (id) ON DELETE SET NULL;

CREATE INDEX analysis_requests_parent_idx ON analysis_requests (parent_request_id);
