-- Hand-written: the sales report's item, soda, cup and flavor groupings show what the
-- drinks sold cost the shop, from the rollups. A sale's changes carry each drink's stored cost
-- (order_items.cost_cents, set at the sale's commit by the inventory triggers of 0025, which fire
-- before these) in every group the drink counts in: its item, soda, cup, all drinks, and each of
-- its flavor lines whole, as its gross is. A refund gives no stock back, so it changes no cost;
-- the orders' own groups (sales, cashier, discount, tender, channel) hold none.
-- docs/decisions/033-report-rollups.md
--
-- What waits to be folded goes in first, in the shape it was appended in.
SELECT fold_sales_rollups();--> statement-breakpoint
ALTER TABLE "sales_rollups" ADD COLUMN "cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_rollups" ALTER COLUMN "cost" DROP DEFAULT;--> statement-breakpoint
ALTER TYPE sales_rollup_change ADD ATTRIBUTE cost bigint;--> statement-breakpoint
-- Drinks' figures summed per group a drink counts in, as in 0016, with e (the cost) beside a..d.
DROP FUNCTION sales_rollup_drink_lines(integer[], text[], integer[], integer[], bigint[],
  bigint[], bigint[], bigint[]);--> statement-breakpoint
CREATE FUNCTION sales_rollup_drink_lines(ids integer[], names text[], sodas integer[],
  cups integer[], a_cents bigint[], b_cents bigint[], c_cents bigint[], d_cents bigint[],
  e_cents bigint[])
RETURNS TABLE (dimension text, key text, entries bigint, drinks bigint, a bigint, b bigint,
  c bigint, d bigint, e bigint, quantity numeric)
-- A plan per call would cost more than the call: the plan of a few drinks is always the same.
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  with drink as (
    select * from unnest(ids, names, sodas, cups, a_cents, b_cents, c_cents, d_cents, e_cents)
      as u(id, name, soda, cup, a, b, c, d, e)
  ), lines as (
    select dr.id, v.dimension, v.key, dr.a, dr.b, dr.c, dr.d, dr.e, 0::numeric as quantity
    from drink dr cross join lateral (values ('item', dr.name), ('soda', dr.soda::text),
      ('cup', dr.cup::text), ('drinks', '')) v(dimension, key)
    union all
    select dr.id, 'flavor', f.flavor_id::text, dr.a, dr.b, dr.c, dr.d, dr.e, f.quantity
    from order_item_flavors f join drink dr on dr.id = f.order_item_id
    where f.order_item_id = any(ids)
  )
  select l.dimension, l.key, count(*), count(distinct l.id), sum(l.a)::bigint, sum(l.b)::bigint,
    sum(l.c)::bigint, sum(l.d)::bigint, sum(l.e)::bigint, sum(l.quantity)
  from lines l
  group by l.dimension, l.key;
END $$;--> statement-breakpoint
-- What a paid order adds to the rollups (direction 1) or takes away (-1), as in 0016, and each
-- drink's cost (0 while it has none).
CREATE OR REPLACE FUNCTION sales_rollup_sale_changes(o orders, direction integer)
RETURNS SETOF sales_rollup_change LANGUAGE plpgsql STABLE AS $$
DECLARE
  ids integer[];
  names text[];
  sodas integer[];
  cups integer[];
  prices bigint[];
  costs bigint[];
  discounts bigint[];
  charged bigint[] := '{}';
BEGIN
  SELECT coalesce(array_agg(i.id ORDER BY i.id), '{}'),
    array_agg(coalesce(i.menu_item_name, 'Custom drink') ORDER BY i.id),
    array_agg(i.soda_id ORDER BY i.id), array_agg(i.cup_id ORDER BY i.id),
    coalesce(array_agg(i.price_cents ORDER BY i.id), '{}'),
    coalesce(array_agg(coalesce(i.cost_cents, 0) ORDER BY i.id), '{}')
  INTO ids, names, sodas, cups, prices, costs FROM order_items i WHERE i.order_id = o.id;
  discounts := rollup_cent_shares(coalesce(o.discount_cents, 0), prices);
  FOR i IN 1..cardinality(ids) LOOP charged[i] := prices[i] - discounts[i]; END LOOP;
  RETURN QUERY
  select o.location_id, o.paid_at, k.dimension, k.key, direction::bigint, direction::bigint,
    (direction * o.item_count)::bigint, direction * coalesce(o.subtotal_cents, 0),
    direction * coalesce(o.discount_cents, 0), 0::bigint, direction * coalesce(o.tax_cents, 0),
    direction * coalesce(o.tip_cents, 0), 0::numeric, 0::bigint
  from sales_rollup_order_keys(o) k
  union all
  select o.location_id, o.paid_at, l.dimension, l.key, direction * l.entries, direction::bigint,
    direction * l.drinks, direction * l.a, direction * l.b, 0::bigint, direction * l.c,
    direction * l.d, direction * l.quantity, direction * l.e
  from sales_rollup_drink_lines(ids, names, sodas, cups, prices, discounts,
    rollup_cent_shares(coalesce(o.tax_cents, 0), charged),
    rollup_cent_shares(coalesce(o.tip_cents, 0), charged), costs) l;
END $$;--> statement-breakpoint
-- What a refund adds (1) or takes away (-1), as in 0016: no cost (the drinks were made).
CREATE OR REPLACE FUNCTION sales_rollup_refund_changes(r refunds, direction integer)
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
    0::bigint, 0::bigint, direction * sales, -direction * r.tax_cents, 0::bigint, 0::numeric,
    0::bigint
  from sales_rollup_order_keys(o) k
  union all
  select o.location_id, r.created_at, l.dimension, l.key, direction * l.entries, 0::bigint,
    0::bigint, 0::bigint, 0::bigint, direction * l.a, -direction * l.b, 0::bigint, 0::numeric,
    0::bigint
  from sales_rollup_drink_lines(ids, names, sodas, cups, rollup_cent_shares(sales, weights),
    rollup_cent_shares(r.tax_cents, weights), weights, weights, weights) l;
END $$;--> statement-breakpoint
-- Adds changes to the rollups, as in 0016, the cost with the other figures.
CREATE OR REPLACE FUNCTION sales_rollup_add(changes sales_rollup_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  insert into sales_rollups as s (location_id, grain, period, dimension, key, entries, orders,
    items, gross, discounts, refunds, tax, tips, quantity, cost)
  select c.location_id, g.grain, g.period, c.dimension, c.key, sum(c.entries), sum(c.orders),
    sum(c.items), sum(c.gross), sum(c.discounts), sum(c.refunds), sum(c.tax), sum(c.tips),
    sum(c.quantity), sum(c.cost)
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
    quantity = s.quantity + excluded.quantity, cost = s.cost + excluded.cost;
END $$;--> statement-breakpoint
-- The backfill: a sale's cost is stored since 0025 only, so the rollups need counting again only
-- when a sale since has one (rebuild_sales_rollups recounts every order with the functions above).
SELECT rebuild_sales_rollups(NULL) WHERE EXISTS (SELECT 1 FROM order_items WHERE cost_cents <> 0);
