-- Hand-written: the sales report by hour of the day read a shop's every hour row of the range (a
-- year of ten shops: about 87,000 rows for 24 groups). The orders' own figures ('sales') now also
-- count in dimension 'hour_of_day', keyed by the local hour ('00'..'23'), in day and month rows, so
-- a year reads its months. The new rows of the history so far are the 'sales' hour rows summed,
-- once what waits to be folded is in them. docs/decisions/033-report-rollups.md
CREATE OR REPLACE FUNCTION sales_rollup_add(changes sales_rollup_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  insert into sales_rollups as s (location_id, grain, period, dimension, key, entries, orders,
    items, gross, discounts, refunds, tax, tips, quantity, cost)
  select c.location_id, g.grain, g.period, d.dimension, d.key, sum(c.entries), sum(c.orders),
    sum(c.items), sum(c.gross), sum(c.discounts), sum(c.refunds), sum(c.tax), sum(c.tips),
    sum(c.quantity), sum(c.cost)
  from unnest(changes) c
    join locations l on l.id = c.location_id
    cross join lateral (select c.at at time zone l.time_zone as at) z
    cross join lateral (values (c.dimension, c.key),
      ('hour_of_day', to_char(z.at, 'HH24'))) d(dimension, key)
    cross join lateral (values ('hour', date_trunc('hour', z.at)), ('day', date_trunc('day', z.at)),
      ('month', date_trunc('month', z.at))) g(grain, period)
  where (d.dimension = c.dimension or c.dimension = 'sales')
    and (g.grain <> 'hour' or d.dimension = 'sales')
  group by d.dimension, g.grain, g.period, c.location_id, d.key
  order by d.dimension, g.grain, g.period, c.location_id, d.key
  on conflict (dimension, grain, period, location_id, key) do update set
    entries = s.entries + excluded.entries, orders = s.orders + excluded.orders,
    items = s.items + excluded.items, gross = s.gross + excluded.gross,
    discounts = s.discounts + excluded.discounts, refunds = s.refunds + excluded.refunds,
    tax = s.tax + excluded.tax, tips = s.tips + excluded.tips,
    quantity = s.quantity + excluded.quantity, cost = s.cost + excluded.cost;
END $$;--> statement-breakpoint
SELECT fold_sales_rollups();--> statement-breakpoint
INSERT INTO sales_rollups (location_id, grain, period, dimension, key, entries, orders, items,
  gross, discounts, refunds, tax, tips, quantity, cost)
SELECT r.location_id, g.grain, g.period, 'hour_of_day', to_char(r.period, 'HH24'), sum(r.entries),
  sum(r.orders), sum(r.items), sum(r.gross), sum(r.discounts), sum(r.refunds), sum(r.tax),
  sum(r.tips), sum(r.quantity), sum(r.cost)
FROM sales_rollups r
  CROSS JOIN LATERAL (VALUES ('day', date_trunc('day', r.period)),
    ('month', date_trunc('month', r.period))) g(grain, period)
WHERE r.dimension = 'sales' AND r.grain = 'hour'
GROUP BY 1, 2, 3, 5;
