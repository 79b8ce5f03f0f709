-- Design professionals who verify drafts in the reviewer console (staff, not visitors).
CREATE TABLE reviewers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Lowercased: one account per inbox.
  email text NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (see src/review/password-hash.ts); never the password itself.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Signed-in console sessions. Only a SHA-256 of the cookie's token is kept, so a copy of the
-- database cannot be turned into a working session.
CREATE TABLE reviewer_sessions (
  token_hash text PRIMARY KEY,
  reviewer_id bigint NOT NULL REFERENCES reviewers (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX reviewer_sessions_reviewer_idx ON reviewer_sessions (reviewer_id);
CREATE INDEX reviewer_sessions_expires_idx ON reviewer_sessions (expires_at);
