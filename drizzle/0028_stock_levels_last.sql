ALTER TABLE "stock_movements" ADD COLUMN "pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_movements_pending_idx" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."pending";--> statement-breakpoint
-- Hand-written from here: the rows every till of a shop shares (its stock levels, its queue
-- version) are locked last at a sale's commit, so the next sale there waits only for the commit
-- itself, not for the stock, make-time and rollup work before it (0025 took the levels first
-- and held them through all of that). docs/decisions/041-stock-follows-orders.md
--
-- A paid order's drinks not yet sold are costed at the levels' unit costs as they are when it
-- commits, read without a lock (0 for an item never stocked), and its 'sale' movements are written
-- pending. The stored cost marks a drink sold: selling twice sells nothing more.
CREATE OR REPLACE FUNCTION stock_sell_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH used AS (
    SELECT o.id AS order_id, o.location_id, o.collected_by, o.paid_at, i.id AS drink_id,
      'flavor'::text AS kind, f.flavor_id AS item_id, f.quantity::numeric AS quantity
    FROM orders o JOIN order_items i ON i.order_id = o.id
      JOIN order_item_flavors f ON f.order_item_id = i.id
    WHERE o.id = any(order_ids) AND o.is_paid AND i.cost_cents IS NULL
    UNION ALL
    SELECT o.id, o.location_id, o.collected_by, o.paid_at, i.id, 'cup', i.cup_id, 1
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.id = any(order_ids) AND o.is_paid AND i.cost_cents IS NULL
  ), priced AS (
    SELECT u.*, coalesce((SELECT s.unit_cost FROM stock_levels s WHERE s.location_id = u.location_id
      AND s.kind = u.kind AND s.item_id = u.item_id), 0) AS unit_cost
    FROM used u
  ), costed AS (
    -- Restricted to these orders' drinks, so the plan cannot read every drink in history.
    UPDATE order_items i SET cost_cents = c.cents
    FROM (SELECT p.drink_id, round(sum(p.quantity * p.unit_cost) * 100)::bigint AS cents
      FROM priced p GROUP BY p.drink_id) c
    WHERE i.order_id = any(order_ids) AND i.id = c.drink_id
    RETURNING i.id
  )
  INSERT INTO stock_movements (location_id, kind, item_id, type, quantity, unit_cost, order_id,
    created_by, created_at, pending)
  SELECT p.location_id, p.kind, p.item_id, 'sale', -sum(p.quantity), p.unit_cost, p.order_id,
    p.collected_by, coalesce(p.paid_at, now()), true
  FROM priced p
  GROUP BY p.location_id, p.kind, p.item_id, p.unit_cost, p.order_id, p.collected_by, p.paid_at
  ORDER BY p.order_id, p.kind, p.item_id;
END $$;--> statement-breakpoint
-- A voided order nobody started gives back what its sale took: 'void' movements, pending.
CREATE OR REPLACE FUNCTION stock_restore_orders(order_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stock_movements (location_id, kind, item_id, type, quantity, unit_cost, order_id,
    created_by, created_at, pending)
  SELECT m.location_id, m.kind, m.item_id, 'void', -m.quantity, m.unit_cost, m.order_id,
    o.voided_by, coalesce(o.voided_at, now()), true
  FROM stock_movements m JOIN orders o ON o.id = m.order_id
  WHERE m.order_id = any(order_ids) AND m.type = 'sale'
  ORDER BY m.order_id, m.kind, m.item_id;
END $$;--> statement-breakpoint
-- The movements of these orders as they are now (0025's stock_follow_orders, without the levels):
-- a paid order's drinks not yet sold are; a voided order nobody started, sold and not yet put back,
-- is put back. Idempotent, so several changes in one transaction end in the last state. Movements
-- are looked at only for a voided order: a sale reads its order and drinks by their keys alone.
CREATE FUNCTION stock_record_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  unmade integer[];
  restoring integer[];
BEGIN
  PERFORM stock_sell_orders(order_ids);
  unmade := array(SELECT o.id FROM orders o WHERE o.id = any(order_ids) AND o.is_paid
    AND o.voided_at IS NOT NULL AND o.started_at IS NULL AND NOT o.is_in_progress
    AND NOT o.is_complete);
  IF cardinality(unmade) = 0 THEN RETURN; END IF;
  restoring := array(SELECT u.id FROM unnest(unmade) u(id)
    WHERE EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = u.id AND m.type = 'sale')
    AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = u.id AND m.type = 'void'));
  IF cardinality(restoring) > 0 THEN PERFORM stock_restore_orders(restoring); END IF;
END $$;--> statement-breakpoint
-- These orders' pending movements go into their levels in one upsert in key order (location,
-- kind, item: receipts, counts and transfers lock in that order too). Sold-out is followed only
-- for the flavors whose level could have crossed 0: a kept level at or below 0, or one that rose
-- above it; most sales change neither, and skip the check.
CREATE FUNCTION stock_apply_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  loc integer;
  crossing integer[];
BEGIN
  FOR loc, crossing IN
    WITH moved AS (
      UPDATE stock_movements m SET pending = false
      WHERE m.order_id = any(order_ids) AND m.pending
      RETURNING m.location_id, m.kind, m.item_id, m.quantity
    ), change AS (
      SELECT m.location_id, m.kind, m.item_id, sum(m.quantity) AS quantity FROM moved m
      GROUP BY m.location_id, m.kind, m.item_id
    ), levels AS (
      INSERT INTO stock_levels AS s (location_id, kind, item_id, on_hand)
      SELECT c.location_id, c.kind, c.item_id, c.quantity FROM change c
      ORDER BY c.location_id, c.kind, c.item_id
      ON CONFLICT (location_id, kind, item_id) DO UPDATE SET on_hand = s.on_hand + excluded.on_hand
      RETURNING s.location_id, s.kind, s.item_id, s.on_hand, s.tracked
    )
    SELECT l.location_id, array_agg(l.item_id ORDER BY l.item_id)
    FROM levels l JOIN change c USING (location_id, kind, item_id)
    WHERE l.kind = 'flavor' AND ((l.tracked AND l.on_hand <= 0) OR (c.quantity > 0 AND l.on_hand > 0))
    GROUP BY l.location_id
  LOOP
    PERFORM stock_follow_sold_out(loc, crossing);
  END LOOP;
END $$;--> statement-breakpoint
-- For the callers that write many orders in one transaction with `stock.batched` on (0025).
CREATE OR REPLACE FUNCTION stock_follow_orders(order_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_record_orders(order_ids);
  PERFORM stock_apply_orders(order_ids);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION stock_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stock.batched', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM stock_record_orders(array[new.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION stock_levels_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stock.batched', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM stock_apply_orders(array[new.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- At commit the deferred triggers of one change fire in the order of their names: inventory_*
-- (costs, movements), make_time_*, sales_rollups_* (reads the costs), then these zz_* ones, which
-- take the shared rows' locks just before the commit ends.
CREATE CONSTRAINT TRIGGER zz1_stock_levels_order_inserted AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (new.is_paid)
  EXECUTE FUNCTION stock_levels_order_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER zz1_stock_levels_order_updated AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((old.is_paid, old.voided_at IS NULL) IS DISTINCT FROM (new.is_paid, new.voided_at IS NULL))
  EXECUTE FUNCTION stock_levels_order_changed();--> statement-breakpoint
DROP TRIGGER orders_queue_version ON orders;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER zz2_queue_version_order_changed AFTER INSERT OR UPDATE OR DELETE
  ON orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION queue_versions_raise();
