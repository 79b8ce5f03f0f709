-- The one procedure the anonymous key may call (SPEC §7: POST {base}/rpc/append_email).
-- A single INSERT … ON CONFLICT DO UPDATE takes the row lock, so concurrent calls for the same
-- address serialise on it and each sees the emails appended before it: none is lost, none doubled.
-- SET search_path FROM CURRENT pins the table to the schema the function was created in.
CREATE FUNCTION append_email(url text, new_email text) RETURNS void
LANGUAGE sql
SET search_path FROM CURRENT
AS $$
  INSERT INTO submissions AS s (url, emails)
  VALUES ($1, ARRAY[$2])
  ON CONFLICT ON CONSTRAINT submissions_url_key DO UPDATE
    SET emails = CASE WHEN $2 = ANY (s.emails) THEN s.emails ELSE s.emails || $2 END,
        updated_at = now();
$$;
