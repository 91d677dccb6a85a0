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
DROP INDEX "stock_movements_pending_idx";--> statement-breakpoint
-- Hand-written from here: the usage rollup's changes are appended and folded, as the sales
-- rollups' are (0018). A sale no longer takes its shop's usage rows (per day, month and item: the
-- rows every till of the shop shares) while it holds its levels at commit; it appends its changes
-- (an insert, which waits on nobody), and fold_stock_usage() adds them to the shop rows and to new
-- chain rows, the sums of all shops that a report of all shops reads: before every usage report
-- read and every few seconds. The pending flag is in no index now, so clearing it is a heap-only
-- update. docs/decisions/042-usage-rollup.md
CREATE TYPE stock_usage_change AS (location_id integer, grain text, period date, kind text,
  item_id integer, movements integer, used numeric, wasted numeric, variance numeric);--> statement-breakpoint
CREATE TABLE stock_usage_pending (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  changes stock_usage_change[] NOT NULL
);--> statement-breakpoint
-- What movements change: per shop, local day and local month (in the shop's zone), and item.
-- PL/pgSQL, not SQL: a SQL function that cannot be inlined is planned again at every call.
CREATE FUNCTION stock_usage_changes(moved stock_movements[]) RETURNS stock_usage_change[]
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(ROW(s.location_id, s.grain, s.period, s.kind, s.item_id,
    s.movements, s.used, s.wasted, s.variance)::stock_usage_change), '{}')
  FROM (
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
  ) s);
END $$;--> statement-breakpoint
-- Adds changes to the shop rows and the chain rows, each in key order.
CREATE FUNCTION stock_usage_rows_add(changes stock_usage_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_usage_rollups AS d (location_id, grain, period, kind, item_id, movements,
    used, wasted, variance)
  SELECT c.location_id, c.grain, c.period, c.kind, c.item_id, sum(c.movements), sum(c.used),
    sum(c.wasted), sum(c.variance)
  FROM unnest(changes) c GROUP BY 1, 2, 3, 4, 5 ORDER BY 2, 3, 1, 4, 5
  ON CONFLICT (grain, period, location_id, kind, item_id) DO UPDATE SET
    movements = d.movements + excluded.movements, used = d.used + excluded.used,
    wasted = d.wasted + excluded.wasted, variance = d.variance + excluded.variance;
  INSERT INTO stock_usage_chain_rollups AS d (grain, period, kind, item_id, movements, used,
    wasted, variance)
  SELECT c.grain, c.period, c.kind, c.item_id, sum(c.movements), sum(c.used), sum(c.wasted),
    sum(c.variance)
  FROM unnest(changes) c GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (grain, period, kind, item_id) DO UPDATE SET
    movements = d.movements + excluded.movements, used = d.used + excluded.used,
    wasted = d.wasted + excluded.wasted, variance = d.variance + excluded.variance;
END $$;--> statement-breakpoint
-- Called by 0029's statement triggers with the movements that reached their levels: a sale's
-- pending insert brings none.
CREATE OR REPLACE FUNCTION stock_usage_add(moved stock_movements[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  changes stock_usage_change[];
BEGIN
  IF cardinality(moved) = 0 THEN RETURN; END IF;
  changes := stock_usage_changes(moved);
  IF cardinality(changes) > 0 THEN
    INSERT INTO stock_usage_pending (changes) VALUES (changes);
  END IF;
END $$;--> statement-breakpoint
-- One fold at a time (a transaction-scoped advisory lock), so a fold that waited sees the rows
-- the one before it took as gone, and the rows it takes are added exactly once.
CREATE FUNCTION fold_stock_usage() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken stock_usage_change[];
BEGIN
  PERFORM pg_advisory_xact_lock(7243003);
  WITH gone AS (DELETE FROM stock_usage_pending RETURNING changes)
  SELECT coalesce(array_agg(c), '{}') INTO taken FROM gone, unnest(gone.changes) c;
  IF cardinality(taken) > 0 THEN PERFORM stock_usage_rows_add(taken); END IF;
END $$;--> statement-breakpoint
-- The chain's rows made again from the shops' rows.
CREATE FUNCTION stock_usage_chain_from_shops() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM stock_usage_chain_rollups;
  INSERT INTO stock_usage_chain_rollups (grain, period, kind, item_id, movements, used, wasted,
    variance)
  SELECT grain, period, kind, item_id, sum(movements), sum(used), sum(wasted), sum(variance)
  FROM stock_usage_rollups GROUP BY 1, 2, 3, 4;
END $$;--> statement-breakpoint
-- Recounts one location's rows (all for null) from its movements, 50,000 at a time, then the
-- chain's from the shops'. The fold's lock first, as a fold takes it, then the pending table's:
-- what was appended is folded in, and nothing more can be until this commits.
CREATE OR REPLACE FUNCTION rebuild_stock_usage_rollups(only_location integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_id integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7243003);
  LOCK TABLE stock_usage_pending IN EXCLUSIVE MODE;
  PERFORM fold_stock_usage();
  DELETE FROM stock_usage_rollups WHERE only_location IS NULL OR location_id = only_location;
  FOR first_id IN SELECT generate_series(0, coalesce(max(id), 0), 50000) FROM stock_movements LOOP
    PERFORM stock_usage_rows_add(stock_usage_changes(array(SELECT m FROM stock_movements m
      WHERE m.id > first_id AND m.id <= first_id + 50000 AND NOT m.pending
        AND (only_location IS NULL OR m.location_id = only_location))));
  END LOOP;
  PERFORM stock_usage_chain_from_shops();
END $$;--> statement-breakpoint
SELECT stock_usage_chain_from_shops();
