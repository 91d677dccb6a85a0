-- Hand-written: a sale's stock is taken just after its commit, a batch of sales at a time, not
-- in the commit itself. docs/decisions/048-stock-folded-after-the-sale.md
--
-- At commit a paid order (or a void) now only appends its id to stock_pending_orders. fold_stock()
-- takes every id appended, costs their drinks at the levels' unit costs, writes their movements,
-- adds them to the levels and follows sold-out, as 0028's triggers did at each commit, and adds
-- the drinks' costs to the sales rollups (a sale's own rollup changes carry no cost any more:
-- its drinks have none yet at its commit). The app folds a few times a second, and every read
-- or change of a level folds first (inventory/stock-fold.ts), so on hand is exact wherever it is
-- read, and a flavor run out is sold out within a fold.
CREATE TABLE stock_pending_orders (
  order_id integer NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stock.batched', true) = 'on' THEN RETURN NULL; END IF;
  INSERT INTO stock_pending_orders (order_id) VALUES (new.id);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER zz1_stock_levels_order_inserted ON orders;--> statement-breakpoint
DROP TRIGGER zz1_stock_levels_order_updated ON orders;--> statement-breakpoint
DROP FUNCTION stock_levels_order_changed();--> statement-breakpoint
-- What these drinks' stored costs add to the rollups: the cost alone, in every group the drink
-- counts in (as sales_rollup_sale_changes gives it), at its order's paid time; a drink that cost
-- nothing adds nothing. The orders are read by their key alone (no partial index, no scan:
-- decision 045).
CREATE FUNCTION sales_rollup_cost_changes(order_ids integer[], drink_ids integer[])
RETURNS SETOF sales_rollup_change LANGUAGE plpgsql STABLE
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  o orders;
  ids integer[];
  names text[];
  sodas integer[];
  cups integer[];
  costs bigint[];
  zeros bigint[];
BEGIN
  FOR o IN SELECT * FROM orders WHERE id = any(order_ids) ORDER BY id LOOP
    SELECT array_agg(i.id ORDER BY i.id),
      array_agg(coalesce(i.menu_item_name, 'Custom drink') ORDER BY i.id),
      array_agg(i.soda_id ORDER BY i.id), array_agg(i.cup_id ORDER BY i.id),
      array_agg(coalesce(i.cost_cents, 0) ORDER BY i.id)
    INTO ids, names, sodas, cups, costs
    FROM order_items i WHERE i.order_id = o.id AND i.id = any(drink_ids) AND i.cost_cents <> 0;
    CONTINUE WHEN ids IS NULL;
    zeros := array_fill(0::bigint, array[cardinality(ids)]);
    RETURN QUERY
    SELECT o.location_id, o.paid_at, l.dimension, l.key, 0::bigint, 0::bigint, 0::bigint,
      0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::bigint, 0::numeric, l.e
    FROM sales_rollup_drink_lines(ids, names, sodas, cups, zeros, zeros, zeros, zeros, costs) l;
  END LOOP;
END $$;--> statement-breakpoint
-- One fold at a time (its own advisory lock, as the rollups' folds have). The orders are locked
-- FOR SHARE before their drinks are looked at: a void waits for the fold, or the fold for the
-- void, so a drink's cost reaches the rollups exactly when its sale still counts there (a void
-- after the fold takes the stored cost away with the sale; one before it took none).
CREATE FUNCTION fold_stock() RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  ids integer[];
  counted integer[];
  uncosted integer[];
  costs sales_rollup_change[];
  loc integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7243004);
  WITH gone AS (DELETE FROM stock_pending_orders RETURNING order_id)
  SELECT array_agg(DISTINCT order_id ORDER BY order_id) INTO ids FROM gone;
  IF ids IS NULL THEN RETURN; END IF;
  -- Locked and read by key; the sale's filter is applied to what was locked, so no partial index
  -- of paid orders can take the lookup (decision 045).
  counted := array(WITH locked AS MATERIALIZED (SELECT o.id, o.is_paid, o.voided_at FROM orders o
      WHERE o.id = any(ids) ORDER BY o.id FOR SHARE OF o)
    SELECT l.id FROM locked l WHERE l.is_paid AND l.voided_at IS NULL);
  uncosted := array(SELECT i.id FROM order_items i
    WHERE i.order_id = any(counted) AND i.cost_cents IS NULL);
  PERFORM stock_record_orders(ids);
  PERFORM stock_apply_orders(ids);
  -- One pending row per shop, as a sale appends: a rebuild of one shop's rollups drops the rows
  -- of that shop (rebuild_sales_rollups).
  costs := array(SELECT sales_rollup_cost_changes(counted, uncosted));
  FOR loc IN SELECT DISTINCT c.location_id FROM unnest(costs) c LOOP
    PERFORM sales_rollups_append(array(SELECT c FROM unnest(costs) c WHERE c.location_id = loc));
  END LOOP;
END $$;--> statement-breakpoint
-- The sales rollups and the usage rows count what the stock's fold writes (costs, movements):
-- each of their folds folds the stock first.
CREATE OR REPLACE FUNCTION fold_sales_rollups() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken sales_rollup_change[];
BEGIN
  PERFORM fold_stock();
  PERFORM pg_advisory_xact_lock(7243001);
  WITH gone AS (DELETE FROM sales_rollup_pending RETURNING changes)
  SELECT coalesce(array_agg(c), '{}') INTO taken FROM gone, unnest(gone.changes) c;
  IF cardinality(taken) > 0 THEN PERFORM sales_rollup_add(taken); END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION fold_stock_usage() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken stock_usage_change[];
BEGIN
  PERFORM fold_stock();
  PERFORM pg_advisory_xact_lock(7243003);
  WITH gone AS (DELETE FROM stock_usage_pending RETURNING changes)
  SELECT coalesce(array_agg(c), '{}') INTO taken FROM gone, unnest(gone.changes) c;
  IF cardinality(taken) > 0 THEN PERFORM stock_usage_rows_add(taken); END IF;
END $$;
--> statement-breakpoint
-- A recount of the usage rows folds the stock first too, so it takes the stock's fold lock before
-- the usage fold's lock, as every fold does (in the other order the two would wait on each other).
CREATE OR REPLACE FUNCTION rebuild_stock_usage_rollups(only_location integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  first_id integer;
BEGIN
  PERFORM fold_stock();
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
END $$;
--> statement-breakpoint
-- A change of a shop's time zone recounts its rollups and usage rows (the AFTER triggers of 0016,
-- 0029), which hold the rollups' fold locks to its commit; the stock's fold, which appends to
-- both, is taken first, before any of them, so neither waits on the other.
CREATE FUNCTION stock_fold_time_zone_leaving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fold_stock();
  RETURN new;
END $$;--> statement-breakpoint
CREATE TRIGGER stock_fold_time_zone_leaving BEFORE UPDATE ON locations FOR EACH ROW
  WHEN (old.time_zone IS DISTINCT FROM new.time_zone)
  EXECUTE FUNCTION stock_fold_time_zone_leaving();
