CREATE TABLE "stock_usage_rollups" (
	"location_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"movements" integer NOT NULL,
	"used" numeric(14, 4) NOT NULL,
	"wasted" numeric(14, 4) NOT NULL,
	"variance" numeric(14, 4) NOT NULL,
	CONSTRAINT "stock_usage_rollups_grain_period_location_id_kind_item_id_pk" PRIMARY KEY("grain","period","location_id","kind","item_id"),
	CONSTRAINT "stock_usage_rollups_grain" CHECK ("stock_usage_rollups"."grain" in ('day', 'month'))
);
--> statement-breakpoint
ALTER TABLE "stock_usage_rollups" ADD CONSTRAINT "stock_usage_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here: the usage report reads these day and month rows, not a year of
-- movements (a year of all shops reads its months: a few hundred rows). A movement counts once it
-- is in its level: at its insert, or for a sale's or a void's (written pending) when the commit
-- adds it to its level (0028's stock_apply_orders). The rows are taken after the levels and in
-- one key order, so sales at a shop queue on no new rows.
-- docs/decisions/042-usage-rollup.md
CREATE FUNCTION stock_usage_add(moved stock_movements[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_usage_rollups AS d (location_id, grain, period, kind, item_id, movements,
    used, wasted, variance)
  SELECT m.location_id, g.grain, g.period, m.kind, m.item_id, count(*),
    coalesce(-sum(m.quantity) FILTER (WHERE m.type IN ('sale', 'void')), 0),
    coalesce(-sum(m.quantity) FILTER (WHERE m.type = 'waste'), 0),
    coalesce(sum(m.quantity) FILTER (WHERE m.type = 'count'), 0)
  FROM unnest(moved) m JOIN locations l ON l.id = m.location_id
    CROSS JOIN LATERAL (SELECT (m.created_at AT TIME ZONE l.time_zone)::date AS day) z
    CROSS JOIN LATERAL (VALUES ('day', z.day),
      ('month', date_trunc('month', z.day)::date)) g(grain, period)
  WHERE m.type IN ('sale', 'void', 'waste', 'count')
  GROUP BY 1, 2, 3, 4, 5 ORDER BY g.grain, g.period, m.location_id, m.kind, m.item_id
  ON CONFLICT (grain, period, location_id, kind, item_id) DO UPDATE SET
    movements = d.movements + excluded.movements, used = d.used + excluded.used,
    wasted = d.wasted + excluded.wasted, variance = d.variance + excluded.variance;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_usage_movements_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF tg_op = 'INSERT' THEN
    PERFORM stock_usage_add(array(SELECT m::stock_movements FROM added m WHERE NOT m.pending));
  ELSE
    PERFORM stock_usage_add(array(SELECT m::stock_movements FROM added m JOIN gone g ON g.id = m.id
      WHERE g.pending AND NOT m.pending));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_usage_movements_inserted AFTER INSERT ON stock_movements
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION stock_usage_movements_changed();--> statement-breakpoint
CREATE TRIGGER stock_usage_movements_applied AFTER UPDATE ON stock_movements
  REFERENCING OLD TABLE AS gone NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION stock_usage_movements_changed();--> statement-breakpoint
-- Recounts the rows of one location (all for null) from its movements, 50,000 at a time. The
-- table is locked first: a movement committed meanwhile would be counted twice or not at all.
CREATE FUNCTION rebuild_stock_usage_rollups(only_location integer) RETURNS void
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
END $$;--> statement-breakpoint
CREATE FUNCTION stock_usage_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_stock_usage_rollups(new.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_usage_time_zone_changed AFTER UPDATE ON locations FOR EACH ROW
  WHEN (old.time_zone IS DISTINCT FROM new.time_zone)
  EXECUTE FUNCTION stock_usage_time_zone_changed();--> statement-breakpoint
SELECT rebuild_stock_usage_rollups(NULL);
