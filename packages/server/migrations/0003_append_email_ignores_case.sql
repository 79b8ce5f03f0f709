-- An email already on the list in another letter case is the same inbox ("Ada@Example.org" and
-- "ada@example.org"): keep the first spelling instead of storing it twice. Otherwise as 0002.
CREATE OR REPLACE FUNCTION append_email(url text, new_email text) RETURNS void
LANGUAGE sql
SET search_path FROM CURRENT
AS $$
  INSERT INTO submissions AS s (url, emails)
  VALUES ($1, ARRAY[$2])
  ON CONFLICT ON CONSTRAINT submissions_url_key DO UPDATE
    SET emails = CASE
          WHEN EXISTS (SELECT 1 FROM unnest(s.emails) AS e WHERE lower(e) = lower($2))
            THEN s.emails
          ELSE s.emails || $2
        END,
        updated_at = now();
$$;
