-- One row per normalised website address; the email addresses that asked for its analysis.
CREATE TABLE submissions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url text NOT NULL UNIQUE,
  emails text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The admin list reads newest activity first.
CREATE INDEX submissions_updated_at_idx ON submissions (updated_at DESC, id DESC);
