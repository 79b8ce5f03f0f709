-- append_email also writes the request for an analysis into analysis_outbox, in the same
-- statement and so the same transaction as the submission: a PostgREST in front of this database
-- enqueues exactly like our server does, and no submission is stored without it.
-- Done in the function rather than by a trigger on submissions: a trigger sees the row, not the
-- call, and cannot tell which inbox asked again when it is already listed (the emails do not
-- change), yet that visitor is owed an analysis too. Otherwise as 0003.
-- Under PostgREST, the role calling append_email needs INSERT on analysis_outbox as well.
CREATE OR REPLACE FUNCTION append_email(url text, new_email text) RETURNS void
LANGUAGE sql
SET search_path FROM CURRENT
AS $$
  WITH saved AS (
    INSERT INTO submissions AS s (url, emails)
    VALUES ($1, ARRAY[$2])
    ON CONFLICT ON CONSTRAINT submissions_url_key DO UPDATE
      SET emails = CASE
            WHEN EXISTS (SELECT 1 FROM unnest(s.emails) AS e WHERE lower(e) = lower($2))
              THEN s.emails
            ELSE s.emails || $2
          END,
          updated_at = now()
    RETURNING s.id
  )
  INSERT INTO analysis_outbox (submission_id, url, email)
  SELECT id, $1, $2 FROM saved;
$$;
