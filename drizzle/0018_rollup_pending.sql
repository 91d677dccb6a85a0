-- Hand-written: sales and refunds no longer add to the rollups in their own transaction. Each
-- appends what it changes to sales_rollup_pending (an insert, which never waits on another till),
-- and fold_sales_rollups() moves the pending changes into sales_rollups in one statement: before
-- every report read and every few seconds. A busy shop's sales otherwise all updated the same few
-- rollup rows (its hour, its day, its items) and so waited for each other's commits.
-- docs/decisions/033-report-rollups.md
CREATE TABLE sales_rollup_pending (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  changes sales_rollup_change[] NOT NULL
);--> statement-breakpoint
CREATE FUNCTION sales_rollups_append(changes sales_rollup_change[]) RETURNS void
LANGUAGE sql AS $$
  insert into sales_rollup_pending (changes) select changes where cardinality(changes) > 0
$$;--> statement-breakpoint
-- One fold at a time (a transaction-scoped advisory lock), so a fold that waited sees the rows
-- the one before it took as gone, and the rows it takes are added exactly once.
CREATE FUNCTION fold_sales_rollups() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken sales_rollup_change[];
BEGIN
  PERFORM pg_advisory_xact_lock(7243001);
  WITH gone AS (DELETE FROM sales_rollup_pending RETURNING changes)
  SELECT coalesce(array_agg(c), '{}') INTO taken FROM gone, unnest(gone.changes) c;
  IF cardinality(taken) > 0 THEN PERFORM sales_rollup_add(taken); END IF;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollups_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes sales_rollup_change[] := '{}';
  was_void boolean := tg_op = 'UPDATE' AND old.voided_at IS NOT NULL;
BEGIN
  IF current_setting('sales_rollups.batched', true) = 'on' THEN RETURN NULL; END IF;
  IF tg_op = 'UPDATE' AND old.is_paid AND old.voided_at IS NULL AND old.paid_at IS NOT NULL THEN
    changes := array(SELECT sales_rollup_sale_changes(old, -1));
  END IF;
  IF new.is_paid AND new.voided_at IS NULL AND new.paid_at IS NOT NULL THEN
    changes := changes || array(SELECT sales_rollup_sale_changes(new, 1));
  END IF;
  IF tg_op = 'UPDATE' AND was_void <> (new.voided_at IS NOT NULL) THEN
    changes := changes || array(SELECT sales_rollup_refund_changes(f, CASE WHEN was_void THEN 1
      ELSE -1 END) FROM refunds f WHERE f.order_id = new.id);
  END IF;
  PERFORM sales_rollups_append(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_rollups_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes sales_rollup_change[] := '{}';
BEGIN
  IF current_setting('sales_rollups.batched', true) = 'on' THEN RETURN NULL; END IF;
  IF tg_op = 'UPDATE'
    AND EXISTS (SELECT 1 FROM orders o WHERE o.id = old.order_id AND o.voided_at IS NULL) THEN
    changes := array(SELECT sales_rollup_refund_changes(old, -1));
  END IF;
  IF EXISTS (SELECT 1 FROM orders o WHERE o.id = new.order_id AND o.voided_at IS NULL) THEN
    changes := changes || array(SELECT sales_rollup_refund_changes(new, 1));
  END IF;
  PERFORM sales_rollups_append(changes);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A rebuild counts every committed order again, so it drops what waits to be folded, and no sale
-- may append meanwhile (the table lock waits for those appending now to commit, then holds new
-- ones back until the rebuild commits): otherwise a change would count twice.
CREATE OR REPLACE FUNCTION rebuild_sales_rollups(only_location integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  top integer;
  first_id integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7243001);
  LOCK TABLE sales_rollup_pending IN EXCLUSIVE MODE;
  DELETE FROM sales_rollup_pending
  WHERE only_location IS NULL OR (changes[1]).location_id = only_location;
  DELETE FROM sales_rollups WHERE only_location IS NULL OR location_id = only_location;
  SELECT coalesce(max(id), 0) INTO top FROM orders;
  FOR first_id IN 0..top BY 5000 LOOP
    PERFORM sales_rollups_add_orders(array(SELECT o.id FROM orders o
      WHERE o.id > first_id AND o.id <= first_id + 5000
        AND (only_location IS NULL OR o.location_id = only_location)));
  END LOOP;
END $$;
