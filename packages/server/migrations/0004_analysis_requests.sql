-- Issue #8: every submission leads to an analysis. Three tables:
--
-- analysis_outbox: one row per append_email call, written by append_email itself in the
--   submission's own transaction (0005), so a submission is never stored without its request for
--   an analysis, whichever way it came (our server or a PostgREST in front of this database). The
--   servers and workers drain it into the pg-boss queue and delete each row in the transaction
--   that creates the job, so nothing is lost or queued twice between the two.
-- analysis_requests: what the reviewer console lists: one analysis of one address, the inboxes
--   that asked for it (a visitor asking within REANALYSE_AFTER_HOURS joins the existing request),
--   its status and times.
-- reports: the engine's result and the facts it was computed from (re-scoring needs no page
--   load), one per request; the screenshots are in report_screenshots, as bytes, so every node
--   serves them from the database and the JSON stays small.

CREATE TABLE analysis_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id bigint NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  url text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE analysis_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  submission_id bigint NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
  url text NOT NULL,
  -- queued → analysing → draft (or failed; analysing → queued again before a retry). The
  -- console then moves a draft to in_review, sent or later.
  status text NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'analysing', 'failed', 'draft', 'in_review', 'sent', 'later')),
  -- Who asked, first spelling of each inbox kept (as submissions.emails); the report goes to all.
  emails text[] NOT NULL DEFAULT '{}',
  -- The pg-boss job analysing it (in the queue's own schema).
  job_id uuid,
  -- Tries started so far (a worker killed mid-analysis counts one).
  attempts integer NOT NULL DEFAULT 0,
  -- The engine's reason for the last failure (CollectError code and message), kept for the
  -- reviewer; also set while a transient failure waits for its retry.
  failure_code text,
  failure_reason text,
  -- The address actually loaded: https first, plain http when https does not answer.
  analysed_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  -- Set by the console when the report is emailed.
  sent_at timestamptz
);

-- "Analysed recently?" looks up the newest request for an address.
CREATE INDEX analysis_requests_url_idx ON analysis_requests (url, created_at DESC);
-- The console lists by status, most recently changed first.
CREATE INDEX analysis_requests_status_idx ON analysis_requests (status, updated_at DESC, id DESC);

CREATE TABLE reports (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- One report per request: a job that runs twice (a worker presumed dead finishes after all)
  -- stores the first one only.
  request_id bigint NOT NULL UNIQUE REFERENCES analysis_requests (id) ON DELETE CASCADE,
  -- AnalysisResult (packages/schema) with each screenshot data URL replaced by
  -- 'screenshot:<viewport>', pointing into report_screenshots.
  result jsonb NOT NULL,
  -- PageFacts, screenshots replaced the same way: analyzeFacts(facts) scores it again.
  facts jsonb NOT NULL,
  engine_version text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE report_screenshots (
  report_id bigint NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  viewport text NOT NULL CHECK (viewport IN ('desktop', 'mobile')),
  mime_type text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (report_id, viewport)
);
