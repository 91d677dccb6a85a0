CREATE TABLE "stock_usage_chain_rollups" (
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"movements" integer NOT NULL,
	"used" numeric(14, 4) NOT NULL,
	"wasted" numeric(14, 4) NOT NULL,
	"variance" numeric(14, 4) NOT NULL,
	CONSTRAINT "stock_usage_chain_rollups_grain_period_kind_item_id_pk" PRIMARY KEY("grain","period","kind","item_id"),
	CONSTRAINT "stock_usage_chain_rollups_grain" CHECK ("stock_usage_chain_rollups"."grain" in ('day', 'month'))
);
--> statement-breakpoint
-- Hand-written from here: a report of all shops reads these chain rows, not every shop's (a year
-- by day of ten shops summed about 110,000 rows into 11,000). Every shop's sales share them, so a
-- sale appends its changes (an insert, which waits on no other till) and fold_stock_usage_chain()
-- adds them: before every read of all shops and every few seconds, as 0018 folds the sales rollups.
-- docs/decisions/042-usage-rollup.md
CREATE TYPE stock_usage_change AS (grain text, period date, kind text, item_id integer,
  movements integer, used numeric, wasted numeric, variance numeric);--> statement-breakpoint
CREATE TABLE stock_usage_chain_pending (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  changes stock_usage_change[] NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_usage_add(moved stock_movements[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- A sale's movements are inserted pending: that statement's trigger brings none.
  IF cardinality(moved) = 0 THEN RETURN; END IF;
  WITH grouped AS (
    SELECT m.location_id, g.grain, g.period, m.kind, m.item_id, count(*)::int AS movements,
      coalesce(-sum(m.quantity) FILTER (WHERE m.type IN ('sale', 'void')), 0) AS used,
      coalesce(-sum(m.quantity) FILTER (WHERE m.type = 'waste'), 0) AS wasted,
      coalesce(sum(m.quantity) FILTER (WHERE m.type = 'count'), 0) AS variance
    FROM unnest(moved) m JOIN locations l ON l.id = m.location_id
      CROSS JOIN LATERAL (SELECT (m.created_at AT TIME ZONE l.time_zone)::date AS day) z
      CROSS JOIN LATERAL (VALUES ('day', z.day),
        ('month', date_trunc('month', z.day)::date)) g(grain, period)
    WHERE m.type IN ('sale', 'void', 'waste', 'count')
    GROUP BY 1, 2, 3, 4, 5
  ), shops AS (
    INSERT INTO stock_usage_rollups AS d (location_id, grain, period, kind, item_id, movements,
      used, wasted, variance)
    SELECT * FROM grouped ORDER BY grain, period, location_id, kind, item_id
    ON CONFLICT (grain, period, location_id, kind, item_id) DO UPDATE SET
      movements = d.movements + excluded.movements, used = d.used + excluded.used,
      wasted = d.wasted + excluded.wasted, variance = d.variance + excluded.variance
  )
  INSERT INTO stock_usage_chain_pending (changes)
  SELECT array_agg(ROW(grain, period, kind, item_id, movements, used, wasted,
    variance)::stock_usage_change) FROM grouped HAVING count(*) > 0;
END $$;--> statement-breakpoint
-- One fold at a time (a transaction-scoped advisory lock), so a fold that waited sees the rows
-- the one before it took as gone, and the rows it takes are added exactly once.
CREATE FUNCTION fold_stock_usage_chain() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7243003);
  WITH gone AS (DELETE FROM stock_usage_chain_pending RETURNING changes)
  INSERT INTO stock_usage_chain_rollups AS d (grain, period, kind, item_id, movements, used,
    wasted, variance)
  SELECT c.grain, c.period, c.kind, c.item_id, sum(c.movements), sum(c.used), sum(c.wasted),
    sum(c.variance)
  FROM gone, unnest(gone.changes) c GROUP BY 1, 2, 3, 4
  ON CONFLICT (grain, period, kind, item_id) DO UPDATE SET
    movements = d.movements + excluded.movements, used = d.used + excluded.used,
    wasted = d.wasted + excluded.wasted, variance = d.variance + excluded.variance;
END $$;--> statement-breakpoint
-- The chain rows are the sums of the shop rows, which hold every pending change already: the
-- shops' table is locked first, so every sale that changed it has committed, and none can add
-- more until this ends.
CREATE FUNCTION rebuild_stock_usage_chain() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE stock_usage_rollups IN EXCLUSIVE MODE;
  PERFORM pg_advisory_xact_lock(7243003);
  DELETE FROM stock_usage_chain_pending;
  DELETE FROM stock_usage_chain_rollups;
  INSERT INTO stock_usage_chain_rollups (grain, period, kind, item_id, movements, used, wasted,
    variance)
  SELECT grain, period, kind, item_id, sum(movements), sum(used), sum(wasted), sum(variance)
  FROM stock_usage_rollups GROUP BY 1, 2, 3, 4;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_stock_usage_rollups(only_location integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_id integer;
BEGIN
  LOCK TABLE stock_usage_rollups IN EXCLUSIVE MODE;
  DELETE FROM stock_usage_rollups WHERE only_location IS NULL OR location_id = only_location;
  FOR first_id IN SELECT generate_series(0, coalesce(max(id), 0), 50000) FROM stock_movements LOOP
    PERFORM stock_usage_add(array(SELECT m FROM stock_movements m
      WHERE m.id > first_id AND m.id <= first_id + 50000 AND NOT m.pending
        AND (only_location IS NULL OR m.location_id = only_location)));
  END LOOP;
  PERFORM rebuild_stock_usage_chain();
END $$;--> statement-breakpoint
SELECT rebuild_stock_usage_chain();
