CREATE TABLE "stock_levels" (
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"on_hand" numeric(14, 4) DEFAULT '0' NOT NULL,
	"par" numeric(14, 4) DEFAULT '0' NOT NULL,
	"reorder_at" numeric(14, 4),
	"unit_cost" numeric(12, 4) DEFAULT '0' NOT NULL,
	"tracked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "stock_levels_location_id_kind_item_id_pk" PRIMARY KEY("location_id","kind","item_id"),
	CONSTRAINT "stock_levels_kind" CHECK ("stock_levels"."kind" in ('flavor', 'cup')),
	CONSTRAINT "stock_levels_settings" CHECK ("stock_levels"."par" >= 0 and "stock_levels"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"type" text NOT NULL,
	"quantity" numeric(14, 4) NOT NULL,
	"unit_cost" numeric(12, 4),
	"expected" numeric(14, 4),
	"counted" numeric(14, 4),
	"reason" text,
	"order_id" integer,
	"transfer_id" uuid,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('flavor', 'cup')),
	CONSTRAINT "stock_movements_type" CHECK ("stock_movements"."type" in ('sale', 'void', 'receipt', 'waste', 'count', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "auto_sold_out" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cost_cents" bigint;--> statement-breakpoint
ALTER TABLE "unavailable_items" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id") WHERE "stock_movements"."order_id" is not null;--> statement-breakpoint
-- Hand-written from here: stock follows every paid order, whichever route paid it (the
-- checkout, its locked form, an offline sale, an online order collected, the demo history).
-- docs/decisions/041-stock-follows-orders.md
--
-- A flavor at or below 0 is sold out by itself where the location wants it (auto_sold_out) once
-- its stock is kept there (tracked: received, counted or transferred in at least once), and
-- a level back above 0 clears such a sold-out (never one set by hand). Each write runs only when
-- something changes: unavailable_items tells every till of a change at each statement.
CREATE FUNCTION stock_follow_sold_out(loc integer, flavor_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM stock_levels s JOIN locations l ON l.id = s.location_id
      WHERE s.location_id = loc AND s.kind = 'flavor' AND s.item_id = any(flavor_ids)
        AND s.on_hand <= 0 AND s.tracked AND l.auto_sold_out
        AND NOT EXISTS (SELECT 1 FROM unavailable_items u
          WHERE u.location_id = loc AND u.kind = 'flavor' AND u.item_id = s.item_id)) THEN
    INSERT INTO unavailable_items (location_id, kind, item_id, automatic)
    SELECT loc, 'flavor', s.item_id, true
    FROM stock_levels s JOIN locations l ON l.id = s.location_id
    WHERE s.location_id = loc AND s.kind = 'flavor' AND s.item_id = any(flavor_ids)
      AND s.on_hand <= 0 AND s.tracked AND l.auto_sold_out
    ORDER BY s.item_id
    ON CONFLICT DO NOTHING;
  END IF;
  IF EXISTS (SELECT 1 FROM unavailable_items u JOIN stock_levels s ON s.location_id = u.location_id
        AND s.kind = u.kind AND s.item_id = u.item_id
      WHERE u.location_id = loc AND u.kind = 'flavor' AND u.automatic
        AND u.item_id = any(flavor_ids) AND s.on_hand > 0) THEN
    DELETE FROM unavailable_items u USING stock_levels s
    WHERE u.location_id = loc AND u.kind = 'flavor' AND u.automatic AND u.item_id = any(flavor_ids)
      AND s.location_id = u.location_id AND s.kind = u.kind AND s.item_id = u.item_id
      AND s.on_hand > 0;
  END IF;
END $$;--> statement-breakpoint
-- What paid orders use: each drink's stored flavor lines (already in its cup's quantities, as
-- pricing computed them) and one cup of its size. The levels are changed in one upsert ordered by
-- its key, so two sales using the same syrups lock them in the same order; each drink's cost is
-- its usage at the levels' unit costs, rounded half up once; one 'sale' movement per order and item.
CREATE FUNCTION stock_sell_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  loc integer;
BEGIN
  WITH used AS (
    SELECT o.id AS order_id, o.location_id, i.id AS drink_id, 'flavor'::text AS kind,
      f.flavor_id AS item_id, f.quantity::numeric AS quantity
    FROM orders o JOIN order_items i ON i.order_id = o.id
      JOIN order_item_flavors f ON f.order_item_id = i.id
    WHERE o.id = any(order_ids)
    UNION ALL
    SELECT o.id, o.location_id, i.id, 'cup', i.cup_id, 1
    FROM orders o JOIN order_items i ON i.order_id = o.id
    WHERE o.id = any(order_ids)
  ), levels AS (
    INSERT INTO stock_levels AS s (location_id, kind, item_id, on_hand)
    SELECT u.location_id, u.kind, u.item_id, -sum(u.quantity) FROM used u
    GROUP BY u.location_id, u.kind, u.item_id
    ORDER BY u.location_id, u.kind, u.item_id
    ON CONFLICT (location_id, kind, item_id) DO UPDATE SET on_hand = s.on_hand + excluded.on_hand
    RETURNING s.location_id, s.kind, s.item_id, s.unit_cost
  ), costed AS (
    UPDATE order_items i SET cost_cents = c.cents
    FROM (SELECT u.drink_id, round(sum(u.quantity * l.unit_cost) * 100)::bigint AS cents
      FROM used u JOIN levels l USING (location_id, kind, item_id) GROUP BY u.drink_id) c
    WHERE i.id = c.drink_id
    RETURNING i.id
  )
  INSERT INTO stock_movements (location_id, kind, item_id, type, quantity, unit_cost, order_id,
    created_by, created_at)
  SELECT u.location_id, u.kind, u.item_id, 'sale', -sum(u.quantity), l.unit_cost, u.order_id,
    o.collected_by, coalesce(o.paid_at, now())
  FROM used u JOIN levels l USING (location_id, kind, item_id) JOIN orders o ON o.id = u.order_id
  GROUP BY u.location_id, u.kind, u.item_id, l.unit_cost, u.order_id, o.collected_by, o.paid_at
  ORDER BY u.order_id, u.kind, u.item_id;
  FOR loc IN SELECT DISTINCT o.location_id FROM orders o WHERE o.id = any(order_ids) LOOP
    PERFORM stock_follow_sold_out(loc, array(SELECT DISTINCT f.flavor_id FROM orders o
      JOIN order_items i ON i.order_id = o.id JOIN order_item_flavors f ON f.order_item_id = i.id
      WHERE o.id = any(order_ids) AND o.location_id = loc));
  END LOOP;
END $$;--> statement-breakpoint
-- A voided order nobody started was never made: what its sale took goes back ('void').
CREATE FUNCTION stock_restore_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  loc integer;
BEGIN
  WITH sold AS (
    SELECT m.location_id, m.kind, m.item_id, m.order_id, -m.quantity AS quantity, m.unit_cost
    FROM stock_movements m WHERE m.order_id = any(order_ids) AND m.type = 'sale'
  ), levels AS (
    INSERT INTO stock_levels AS s (location_id, kind, item_id, on_hand)
    SELECT d.location_id, d.kind, d.item_id, sum(d.quantity) FROM sold d
    GROUP BY d.location_id, d.kind, d.item_id
    ORDER BY d.location_id, d.kind, d.item_id
    ON CONFLICT (location_id, kind, item_id) DO UPDATE SET on_hand = s.on_hand + excluded.on_hand
    RETURNING s.item_id
  )
  INSERT INTO stock_movements (location_id, kind, item_id, type, quantity, unit_cost, order_id,
    created_by, created_at)
  SELECT d.location_id, d.kind, d.item_id, 'void', d.quantity, d.unit_cost, d.order_id,
    o.voided_by, coalesce(o.voided_at, now())
  FROM sold d JOIN orders o ON o.id = d.order_id
  ORDER BY d.order_id, d.kind, d.item_id;
  FOR loc IN SELECT DISTINCT o.location_id FROM orders o WHERE o.id = any(order_ids) LOOP
    PERFORM stock_follow_sold_out(loc, array(SELECT m.item_id FROM stock_movements m
      WHERE m.order_id = any(order_ids) AND m.kind = 'flavor' AND m.type = 'sale'));
  END LOOP;
END $$;--> statement-breakpoint
-- Brings the stock of these orders up to date from their rows as they are now: a paid order
-- not yet sold from stock is; a voided one nobody started, sold and not yet put back, is put back.
-- Idempotent, so the triggers of several changes in one transaction add up to its last state.
CREATE FUNCTION stock_follow_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  selling integer[];
  restoring integer[];
BEGIN
  selling := array(SELECT o.id FROM orders o WHERE o.id = any(order_ids) AND o.is_paid
    AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = o.id AND m.type = 'sale'));
  IF cardinality(selling) > 0 THEN PERFORM stock_sell_orders(selling); END IF;
  restoring := array(SELECT o.id FROM orders o WHERE o.id = any(order_ids) AND o.is_paid
    AND o.voided_at IS NOT NULL AND o.started_at IS NULL AND NOT o.is_in_progress
    AND NOT o.is_complete
    AND EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = o.id AND m.type = 'sale')
    AND NOT EXISTS (SELECT 1 FROM stock_movements m WHERE m.order_id = o.id AND m.type = 'void'));
  IF cardinality(restoring) > 0 THEN PERFORM stock_restore_orders(restoring); END IF;
END $$;--> statement-breakpoint
-- Many orders written in one transaction (the demo and bench history) set `stock.batched` and
-- call stock_follow_orders(ids) once at the end, before sales_rollups_add_orders (which reads
-- the drinks' costs).
CREATE FUNCTION stock_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('stock.batched', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM stock_follow_orders(array[new.id]);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit, as the rollups are: a synced sale's drinks are written after its row,
-- and the shared levels (a shop's cups, its syrups) stay locked only while the sale commits.
-- Named to fire before sales_rollups_*, which read the costs these store.
CREATE CONSTRAINT TRIGGER inventory_order_inserted AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (new.is_paid)
  EXECUTE FUNCTION stock_order_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER inventory_order_updated AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((old.is_paid, old.voided_at IS NULL) IS DISTINCT FROM (new.is_paid, new.voided_at IS NULL))
  EXECUTE FUNCTION stock_order_changed();
