-- Hand-written: a sale's stock work finds its orders by their key, whatever the statistics said
-- when its plan was made. docs/decisions/045-sale-plans-read-orders-by-key.md
--
-- The plans of these functions are generic (0032) and made once per connection, at its first sale.
-- `o.id = any(order_ids) AND o.is_paid` matched the partial index orders_paid_history_idx
-- (paid_at, id) WHERE is_paid as well as the primary key, and on a young database (or in a
-- transaction that writes many paid orders) the planner could take that index: a scan of every
-- paid order's entry, at every sale, for as long as the connection lived; 10,000 paid orders
-- written in one statement took 38 s instead of 9. `is_paid IS NOT FALSE` means the same for this
-- NOT NULL column but proves no partial index's `is_paid`, so only the key can serve the lookup.
CREATE OR REPLACE FUNCTION stock_sell_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
BEGIN
  WITH used AS (
    SELECT o.id AS order_id, o.location_id, o.collected_by, o.paid_at, i.id AS drink_id,
      'flavor'::text AS kind, f.flavor_id AS item_id, f.quantity::numeric AS quantity
    FROM orders o JOIN order_items i ON i.order_id = o.id
      JOIN order_item_flavors f ON f.order_item_id = i.id
    WHERE o.id = any(order_ids) AND o.is_paid IS NOT FALSE AND i.cost_cents IS NULL
    UNION ALL
    SELECT o.id, o.location_id, o.collected_by, o.paid_at, i.id, 'cup', i.cup_id, 1
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.id = any(order_ids) AND o.is_paid IS NOT FALSE AND i.cost_cents IS NULL
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
CREATE OR REPLACE FUNCTION stock_record_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
DECLARE
  unmade integer[];
  restoring integer[];
BEGIN
  PERFORM stock_sell_orders(order_ids);
  unmade := array(SELECT o.id FROM orders o WHERE o.id = any(order_ids) AND o.is_paid IS NOT FALSE
    AND o.voided_at IS NOT NULL AND o.started_at IS NULL AND NOT o.is_in_progress
    AND NOT o.is_complete);
  IF cardinality(unmade) = 0 THEN RETURN; END IF;
  restoring := array(SELECT u.id FROM unnest(unmade) u(id)
    WHERE EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = u.id AND m.type = 'sale')
    AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = u.id AND m.type = 'void'));
  IF cardinality(restoring) > 0 THEN PERFORM stock_restore_orders(restoring); END IF;
END $$;
