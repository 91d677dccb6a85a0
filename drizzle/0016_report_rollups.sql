CREATE TABLE "sales_rollups" (
	"location_id" integer NOT NULL,
	"grain" text NOT NULL,
	"period" timestamp NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"entries" bigint NOT NULL,
	"orders" bigint NOT NULL,
	"items" bigint NOT NULL,
	"gross" bigint NOT NULL,
	"discounts" bigint NOT NULL,
	"refunds" bigint NOT NULL,
	"tax" bigint NOT NULL,
	"tips" bigint NOT NULL,
	"quantity" numeric(16, 2) NOT NULL,
	CONSTRAINT "sales_rollups_dimension_grain_period_location_id_key_pk" PRIMARY KEY("dimension","grain","period","location_id","key"),
	CONSTRAINT "sales_rollups_grain" CHECK ("sales_rollups"."grain" in ('hour', 'day', 'month'))
);
--> statement-breakpoint
ALTER TABLE "sales_rollups" ADD CONSTRAINT "sales_rollups_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written from here: the functions and triggers that keep sales_rollups, and its backfill.
-- docs/decisions/033-report-rollups.md
CREATE TYPE sales_rollup_change AS (location_id integer, at timestamptz, dimension text, key text,
  entries bigint, orders bigint, items bigint, gross bigint, discounts bigint, refunds bigint,
  tax bigint, tips bigint, quantity numeric);--> statement-breakpoint
-- Whole-cent shares of total by weight, as src/server/reports/cent-shares.ts splits them: floors
-- first, then a cent each to the largest remainders (the lower position first on a tie); evenly
-- when the weights add up to 0. Loops over a few drinks, so plpgsql: its plans are kept per
-- session, where a SQL function called inside another is planned again at every call.
CREATE FUNCTION rollup_cent_shares(total bigint, weights bigint[]) RETURNS bigint[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  n integer := coalesce(cardinality(weights), 0);
  weight_sum bigint := 0;
  divisor bigint;
  weight bigint;
  product bigint;
  shares bigint[] := '{}';
  rests bigint[] := '{}';
  left_over bigint := total;
  best integer;
BEGIN
  IF n = 0 THEN RETURN '{}'; END IF;
  FOR i IN 1..n LOOP weight_sum := weight_sum + weights[i]; END LOOP;
  divisor := CASE WHEN weight_sum <= 0 THEN n ELSE weight_sum END;
  FOR i IN 1..n LOOP
    weight := CASE WHEN weight_sum <= 0 THEN 1 ELSE weights[i] END;
    product := total * weight;
    rests[i] := (product % divisor + divisor) % divisor;
    shares[i] := (product - rests[i]) / divisor;
    left_over := left_over - shares[i];
  END LOOP;
  FOR k IN 1..left_over LOOP
    best := NULL;
    FOR i IN 1..n LOOP
      IF rests[i] >= 0 AND (best IS NULL OR rests[i] > rests[best]) THEN best := i; END IF;
    END LOOP;
    shares[best] := shares[best] + 1;
    rests[best] := -1;
  END LOOP;
  RETURN shares;
END $$;--> statement-breakpoint
-- The groups an order's figures (and its refunds') count in, besides the drinks.
CREATE FUNCTION sales_rollup_order_keys(o orders) RETURNS TABLE (dimension text, key text)
LANGUAGE sql IMMUTABLE AS $$
  values ('sales', ''), ('cashier', o.collected_by::text),
    ('discount', coalesce(o.discount_id::text, 'none')),
    ('payment_method', coalesce(o.payment_method, 'unknown'))
$$;--> statement-breakpoint
-- Drinks' figures summed per group a drink counts in: its item, soda, cup, all drinks, and each
-- of its flavor lines (a drink with a flavor twice counts twice there, as its pumps do). The
-- drinks come as arrays, so the one table read is the flavor lines by their index.
CREATE FUNCTION sales_rollup_drink_lines(ids integer[], names text[], sodas integer[],
  cups integer[], a_cents bigint[], b_cents bigint[], c_cents bigint[], d_cents bigint[])
RETURNS TABLE (dimension text, key text, entries bigint, drinks bigint, a bigint, b bigint,
  c bigint, d bigint, quantity numeric)
-- A plan per call would cost more than the call: the plan of a few drinks is always the same.
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  with drink as (
    select * from unnest(ids, names, sodas, cups, a_cents, b_cents, c_cents, d_cents)
      as u(id, name, soda, cup, a, b, c, d)
  ), lines as (
    select dr.id, v.dimension, v.key, dr.a, dr.b, dr.c, dr.d, 0::numeric as quantity
    from drink dr cross join lateral (values ('item', dr.name), ('soda', dr.soda::text),
      ('cup', dr.cup::text), ('drinks', '')) v(dimension, key)
    union all
    select dr.id, 'flavor', f.flavor_id::text, dr.a, dr.b, dr.c, dr.d, f.quantity
    from order_item_flavors f join drink dr on dr.id = f.order_item_id
    where f.order_item_id = any(ids)
  )
  select l.dimension, l.key, count(*), count(distinct l.id), sum(l.a)::bigint, sum(l.b)::bigint,
    sum(l.c)::bigint, sum(l.d)::bigint, sum(l.quantity)
  from lines l
  group by l.dimension, l.key;
END $$;--> statement-breakpoint
-- What a paid order adds to the rollups (direction 1) or takes away (-1): the order in its
-- groups, and each drink with its shares of the discount (by price), tax and tip (by price less
-- discount), as the reports from orders split them.
CREATE FUNCTION sales_rollup_sale_changes(o orders, direction integer)
RETURNS SETOF sales_rollup_change LANGUAGE plpgsql STABLE AS $$
DECLARE
  ids integer[];
  names text[];
  sodas integer[];
  cups integer[];
  prices bigint[];
  discounts bigint[];
  charged bigint[] := '{}';
BEGIN
  SELECT coalesce(array_agg(i.id ORDER BY i.id), '{}'),
    array_agg(coalesce(i.menu_item_name, 'Custom drink') ORDER BY i.id),
    array_agg(i.soda_id ORDER BY i.id), array_agg(i.cup_id ORDER BY i.id),
    coalesce(array_agg(i.price_cents ORDER BY i.id), '{}')
  INTO ids, names, sodas, cups, prices FROM order_items i WHERE i.order_id = o.id;
  discounts := rollup_cent_shares(coalesce(o.discount_cents, 0), prices);
  FOR i IN 1..cardinality(ids) LOOP charged[i] := prices[i] - discounts[i]; END LOOP;
  RETURN QUERY
  select o.location_id, o.paid_at, k.dimension, k.key, direction::bigint, direction::bigint,
    (direction * o.item_count)::bigint, direction * coalesce(o.subtotal_cents, 0),
    direction * coalesce(o.discount_cents, 0), 0::bigint, direction * coalesce(o.tax_cents, 0),
    direction * coalesce(o.tip_cents, 0), 0::numeric
  from sales_rollup_order_keys(o) k
  union all
  select o.location_id, o.paid_at, l.dimension, l.key, direction * l.entries, direction::bigint,
    direction * l.drinks, direction * l.a, direction * l.b, 0::bigint, direction * l.c,
    direction * l.d, direction * l.quantity
  from sales_rollup_drink_lines(ids, names, sodas, cups, prices, discounts,
    rollup_cent_shares(coalesce(o.tax_cents, 0), charged),
    rollup_cent_shares(coalesce(o.tip_cents, 0), charged)) l;
END $$;--> statement-breakpoint
-- What a refund adds (1) or takes away (-1), on the day it was made: its amount less tax in the
-- order's groups, and shares of it over the drinks it gave back (by their refunded amounts) or,
-- for an amount refund, over all the order's drinks (by price).
CREATE FUNCTION sales_rollup_refund_changes(r refunds, direction integer)
RETURNS SETOF sales_rollup_change LANGUAGE plpgsql STABLE AS $$
DECLARE
  o orders;
  ids integer[];
  names text[];
  sodas integer[];
  cups integer[];
  weights bigint[];
  sales bigint := r.amount_cents - r.tax_cents;
BEGIN
  SELECT * INTO o FROM orders WHERE orders.id = r.order_id;
  SELECT coalesce(array_agg(i.id ORDER BY i.id), '{}'),
    array_agg(coalesce(i.menu_item_name, 'Custom drink') ORDER BY i.id),
    array_agg(i.soda_id ORDER BY i.id), array_agg(i.cup_id ORDER BY i.id),
    coalesce(array_agg(coalesce(ri.amount_cents, i.price_cents) ORDER BY i.id), '{}')
  INTO ids, names, sodas, cups, weights
  FROM order_items i LEFT JOIN refund_items ri ON ri.refund_id = r.id AND ri.order_item_id = i.id
  WHERE i.order_id = r.order_id
    AND (ri.refund_id IS NOT NULL
      OR NOT EXISTS (SELECT 1 FROM refund_items x WHERE x.refund_id = r.id));
  RETURN QUERY
  select o.location_id, r.created_at, k.dimension, k.key, direction::bigint, 0::bigint, 0::bigint,
    0::bigint, 0::bigint, direction * sales, -direction * r.tax_cents, 0::bigint, 0::numeric
  from sales_rollup_order_keys(o) k
  union all
  select o.location_id, r.created_at, l.dimension, l.key, direction * l.entries, 0::bigint,
    0::bigint, 0::bigint, 0::bigint, direction * l.a, -direction * l.b, 0::bigint, 0::numeric
  from sales_rollup_drink_lines(ids, names, sodas, cups, rollup_cent_shares(sales, weights),
    rollup_cent_shares(r.tax_cents, weights), weights, weights) l;
END $$;--> statement-breakpoint
-- Adds changes to the rollups: an hour row for the orders themselves, a day and a month row for
-- every group, in the shop's time zone. One statement, its rows in key order, so two sales that
-- touch the same rows lock them in the same order. plpgsql, so the plan is made once a session.
CREATE FUNCTION sales_rollup_add(changes sales_rollup_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  insert into sales_rollups as s (location_id, grain, period, dimension, key, entries, orders,
    items, gross, discounts, refunds, tax, tips, quantity)
  select c.location_id, g.grain, g.period, c.dimension, c.key, sum(c.entries), sum(c.orders),
    sum(c.items), sum(c.gross), sum(c.discounts), sum(c.refunds), sum(c.tax), sum(c.tips),
    sum(c.quantity)
  from unnest(changes) c
    join locations l on l.id = c.location_id
    cross join lateral (values
      ('hour', date_trunc('hour', c.at at time zone l.time_zone)),
      ('day', date_trunc('day', c.at at time zone l.time_zone)),
      ('month', date_trunc('month', c.at at time zone l.time_zone))) g(grain, period)
  where g.grain <> 'hour' or c.dimension = 'sales'
  group by c.dimension, g.grain, g.period, c.location_id, c.key
  order by c.dimension, g.grain, g.period, c.location_id, c.key
  on conflict (dimension, grain, period, location_id, key) do update set
    entries = s.entries + excluded.entries, orders = s.orders + excluded.orders,
    items = s.items + excluded.items, gross = s.gross + excluded.gross,
    discounts = s.discounts + excluded.discounts, refunds = s.refunds + excluded.refunds,
    tax = s.tax + excluded.tax, tips = s.tips + excluded.tips,
    quantity = s.quantity + excluded.quantity;
END $$;--> statement-breakpoint
-- An order counted by the reports: paid, not voided; its refunds count while it is not voided.
CREATE FUNCTION sales_rollups_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF cardinality(changes) > 0 THEN PERFORM sales_rollup_add(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_rollups_refund_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF cardinality(changes) > 0 THEN PERFORM sales_rollup_add(changes); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Adds orders written in one transaction with `sales_rollups.batched` on (the demo and bench
-- history): their sales and refunds in one statement, where a trigger per order would update the
-- same rows once per order, each time behind a longer chain of row versions.
CREATE FUNCTION sales_rollups_add_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sales_rollup_add(array(
    SELECT sales_rollup_sale_changes(o, 1) FROM orders o
    WHERE o.id = any(order_ids) AND o.is_paid AND o.voided_at IS NULL AND o.paid_at IS NOT NULL
    UNION ALL
    SELECT sales_rollup_refund_changes(f, 1) FROM refunds f JOIN orders o ON o.id = f.order_id
    WHERE f.order_id = any(order_ids) AND o.voided_at IS NULL));
END $$;--> statement-breakpoint
-- Every rollup of one location (or, given null, of all) made again from its orders and refunds.
CREATE FUNCTION rebuild_sales_rollups(only_location integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  top integer;
  first_id integer;
BEGIN
  DELETE FROM sales_rollups WHERE only_location IS NULL OR location_id = only_location;
  SELECT coalesce(max(id), 0) INTO top FROM orders;
  FOR first_id IN 0..top BY 5000 LOOP
    PERFORM sales_rollups_add_orders(array(SELECT o.id FROM orders o
      WHERE o.id > first_id AND o.id <= first_id + 5000
        AND (only_location IS NULL OR o.location_id = only_location)));
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION sales_rollups_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_sales_rollups(new.id);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to the commit: the drinks of a synced sale and the items of a refund are written
-- after the row that fires, and the rollup rows (hot at a busy shop) stay locked only while
-- the transaction commits.
CREATE CONSTRAINT TRIGGER sales_rollups_order_inserted AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (new.is_paid AND new.voided_at IS NULL AND new.paid_at IS NOT NULL)
  EXECUTE FUNCTION sales_rollups_order_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sales_rollups_order_updated AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((old.is_paid, old.voided_at IS NULL, old.paid_at, old.location_id, old.collected_by,
    old.discount_id, old.payment_method, old.item_count, old.subtotal_cents, old.discount_cents,
    old.tax_cents, old.tip_cents)
    IS DISTINCT FROM (new.is_paid, new.voided_at IS NULL, new.paid_at, new.location_id,
    new.collected_by, new.discount_id, new.payment_method, new.item_count, new.subtotal_cents,
    new.discount_cents, new.tax_cents, new.tip_cents))
  EXECUTE FUNCTION sales_rollups_order_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sales_rollups_refund_changed AFTER INSERT OR UPDATE ON refunds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION sales_rollups_refund_changed();--> statement-breakpoint
CREATE TRIGGER sales_rollups_time_zone_changed AFTER UPDATE ON locations FOR EACH ROW
  WHEN (old.time_zone IS DISTINCT FROM new.time_zone)
  EXECUTE FUNCTION sales_rollups_time_zone_changed();--> statement-breakpoint
SELECT rebuild_sales_rollups(NULL);
