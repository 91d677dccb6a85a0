-- Hand-written: the usual checkout's read keeps one plan per connection, whatever the statistics
-- say later. docs/decisions/046-checkout-read-kept.md
--
-- As a prepared statement the read was planned again at every checkout once ANALYZE had seen carts
-- of many drinks: the generic plan's estimate for the drinks' sub-select then exceeded the average
-- of the first custom plans (costed on small tables), so PostgreSQL kept choosing custom plans.
-- The call-out name is found by key: a list id by the primary key, a list name or a typed name by
-- the lower(name) index (`name = x` alone has no index, and OR-ed with the others it made every
-- checkout scan the whole list of names).
CREATE OR REPLACE FUNCTION checkout_read(order_id integer, discount_id integer, name_id integer,
  name_exact text, typed text)
RETURNS TABLE ("collectedBy" integer, "locationId" integer, "payable" boolean, "version" text,
  "orderNameId" integer, "approvalThresholdCents" bigint, "discount" json, "items" json, "tax" json)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT o.collected_by, o.location_id, (NOT o.is_paid AND o.voided_at IS NULL),
    o.xmin::text,
    (SELECT n.id FROM order_names n WHERE n.id = checkout_read.name_id
      OR (lower(n.name) = lower(checkout_read.name_exact) AND n.name = checkout_read.name_exact)
      OR lower(n.name) = lower(checkout_read.typed)),
    (SELECT s.approval_threshold_cents::bigint FROM app_settings s WHERE s.id = 1),
    (SELECT json_build_object('percentOrPrice', d.percent_or_price, 'percent', d.percent::text,
      'priceCents', d.price_cents, 'isCupSpecific', d.is_cup_specific, 'cupId', d.cup_id)
      FROM discounts d WHERE d.id = checkout_read.discount_id),
    coalesce((SELECT json_agg(json_build_object('priceCents', i.price_cents, 'cupId', i.cup_id))
      FROM order_items i WHERE i.order_id = o.id), '[]'::json),
    (SELECT json_build_object('rateThousandths', l.tax_rate_thousandths,
      'pricesIncludeTax', l.prices_include_tax) FROM locations l WHERE l.id = o.location_id)
  FROM orders o WHERE o.id = checkout_read.order_id;
END $$;
