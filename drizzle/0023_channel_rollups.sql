-- Hand-written (issue 31): the sales report groups by channel, counter or online. An order's
-- figures and its refunds' now also count in dimension 'channel', keyed by orders.channel. Every
-- order so far was rung up at a counter, so the channel's rows are the 'sales' dimension's day and
-- month rows under key 'counter', once what waits to be folded is in them.
-- docs/decisions/033-report-rollups.md
CREATE OR REPLACE FUNCTION sales_rollup_order_keys(o orders) RETURNS TABLE (dimension text, key text)
LANGUAGE sql IMMUTABLE AS $$
  values ('sales', ''), ('cashier', o.collected_by::text),
    ('discount', coalesce(o.discount_id::text, 'none')),
    ('payment_method', coalesce(o.payment_method, 'unknown')),
    ('channel', o.channel)
$$;--> statement-breakpoint
SELECT fold_sales_rollups();--> statement-breakpoint
INSERT INTO sales_rollups (location_id, grain, period, dimension, key, entries, orders, items,
  gross, discounts, refunds, tax, tips, quantity)
SELECT location_id, grain, period, 'channel', 'counter', entries, orders, items, gross, discounts,
  refunds, tax, tips, quantity
FROM sales_rollups WHERE dimension = 'sales' AND grain IN ('day', 'month');
