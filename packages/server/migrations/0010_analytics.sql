-- First-party analytics (issue #10). Raw beacons are kept ANALYTICS_RETENTION_DAYS; older days
-- survive only as the daily aggregates below. No table holds an IP address, a user agent, a cookie
-- or any other identifier that outlives a day: `visitor` is a salted hash whose salt is deleted
-- once its UTC day is over.

-- One row per funnel or page-view event. `detail` is the one property an event may carry (the
-- rule of an email rejection, the sample site of a report), '' otherwise.
CREATE TABLE analytics_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  day date NOT NULL,
  name text NOT NULL,
  detail text NOT NULL DEFAULT '',
  path text NOT NULL,
  visitor text NOT NULL
);
CREATE INDEX analytics_events_day ON analytics_events (day);

-- One row per web vital measured on a page view (milliseconds; CLS is a score).
CREATE TABLE analytics_vitals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at timestamptz NOT NULL,
  day date NOT NULL,
  path text NOT NULL,
  name text NOT NULL,
  value double precision NOT NULL
);
CREATE INDEX analytics_vitals_day ON analytics_vitals (day);

-- The salt of the visitor hash for the current UTC day, shared by every server on one database.
-- Earlier days' salts are deleted as soon as a new day starts.
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt text NOT NULL
);

-- Daily aggregates, recomputed from the raw rows while those exist, kept after they are purged.
CREATE TABLE analytics_daily_traffic (
  day date PRIMARY KEY,
  visitors integer NOT NULL,
  page_views integer NOT NULL
);

CREATE TABLE analytics_daily_events (
  day date NOT NULL,
  name text NOT NULL,
  detail text NOT NULL,
  events integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, name, detail)
);

CREATE TABLE analytics_daily_vitals (
  day date NOT NULL,
  path text NOT NULL,
  name text NOT NULL,
  samples integer NOT NULL,
  p75 double precision NOT NULL,
  PRIMARY KEY (day, path, name)
);
