-- Hand-written: the make-time report over more than a week reads fixed histograms instead of the
-- orders. Per shop (and for every shop together, location 0), per local day and month, and per
-- group (all orders, the local hour, who started it): the paid, unvoided orders, and histograms of
-- their wait, make and total seconds in 200 bins each 5% wider than the one before. Kept like the
-- sales rollups: a deferred trigger appends an order's change to make_time_pending, and
-- fold_make_time_sketch() adds the pending changes before every read and every few seconds.
-- docs/decisions/036-make-time-sketch.md
CREATE TABLE make_time_sketch (
  dimension text NOT NULL CHECK (dimension in ('all', 'hour', 'barista')),
  grain text NOT NULL CHECK (grain in ('day', 'month')),
  period timestamp NOT NULL,
  location_id integer NOT NULL,
  key text NOT NULL,
  orders bigint NOT NULL,
  wait integer[] NOT NULL,
  make integer[] NOT NULL,
  total integer[] NOT NULL,
  PRIMARY KEY (dimension, grain, period, location_id, key)
);--> statement-breakpoint
CREATE TYPE make_time_change AS (location_id integer, at timestamptz, barista text,
  wait double precision, make double precision, total double precision, orders integer);--> statement-breakpoint
CREATE TABLE make_time_pending (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  changes make_time_change[] NOT NULL
);--> statement-breakpoint
-- The bin (1-based) of a duration in seconds: bin b holds [1.05^(b-1) - 1, 1.05^b - 1); below 0
-- counts as 0, and the last bin holds everything from about 4.6 hours on; no duration, no bin.
CREATE FUNCTION make_time_bin(seconds double precision) RETURNS integer
LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT least(200, floor(ln(1 + greatest(seconds, 0)) / ln(1.05))::integer + 1)
$$;--> statement-breakpoint
CREATE FUNCTION make_time_histogram(bins integer[], counts integer[]) RETURNS integer[]
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  h integer[] := array_fill(0, array[200]);
BEGIN
  FOR i IN 1..coalesce(cardinality(bins), 0) LOOP
    IF bins[i] IS NOT NULL THEN h[bins[i]] := h[bins[i]] + counts[i]; END IF;
  END LOOP;
  RETURN h;
END $$;--> statement-breakpoint
CREATE FUNCTION make_time_sum(a integer[], b integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(x + y ORDER BY i) FROM unnest(a, b) WITH ORDINALITY u(x, y, i)
$$;--> statement-breakpoint
-- What an order counts for (paid, not voided), with `orders` +1 or -1.
CREATE FUNCTION make_time_change_of(o orders, direction integer) RETURNS make_time_change
LANGUAGE sql IMMUTABLE AS $$
  SELECT row(o.location_id, o.paid_at, coalesce(o.started_by::text, 'unknown'),
    extract(epoch from o.started_at - o.paid_at),
    CASE WHEN o.completed_at IS NOT NULL THEN extract(epoch from o.completed_at - o.started_at) END,
    CASE WHEN o.started_at IS NOT NULL THEN extract(epoch from o.completed_at - o.paid_at) END,
    direction)::make_time_change
$$;--> statement-breakpoint
-- Adds changes: for the shop and for every shop (location 0), a day and a month row of each
-- group, in the shop's time zone; rows in key order, so two folds never deadlock.
CREATE FUNCTION make_time_add(changes make_time_change[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO make_time_sketch AS s (dimension, grain, period, location_id, key, orders, wait,
    make, total)
  SELECT d.dimension, g.grain, g.period, w.location_id, d.key, sum(c.orders),
    make_time_histogram(array_agg(make_time_bin(c.wait)), array_agg(c.orders)),
    make_time_histogram(array_agg(make_time_bin(c.make)), array_agg(c.orders)),
    make_time_histogram(array_agg(make_time_bin(c.total)), array_agg(c.orders))
  FROM unnest(changes) c
    JOIN locations l ON l.id = c.location_id
    CROSS JOIN LATERAL (SELECT c.at AT TIME ZONE l.time_zone AS at) z
    CROSS JOIN LATERAL (VALUES (c.location_id), (0)) w(location_id)
    CROSS JOIN LATERAL (VALUES ('day', date_trunc('day', z.at)),
      ('month', date_trunc('month', z.at))) g(grain, period)
    CROSS JOIN LATERAL (VALUES ('all', ''), ('hour', to_char(z.at, 'HH24')),
      ('barista', c.barista)) d(dimension, key)
  GROUP BY d.dimension, g.grain, g.period, w.location_id, d.key
  ORDER BY d.dimension, g.grain, g.period, w.location_id, d.key
  ON CONFLICT (dimension, grain, period, location_id, key) DO UPDATE SET
    orders = s.orders + excluded.orders, wait = make_time_sum(s.wait, excluded.wait),
    make = make_time_sum(s.make, excluded.make), total = make_time_sum(s.total, excluded.total);
END $$;--> statement-breakpoint
-- One fold at a time, as fold_sales_rollups (its own advisory lock).
CREATE FUNCTION fold_make_time_sketch() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  taken make_time_change[];
BEGIN
  PERFORM pg_advisory_xact_lock(7243002);
  WITH gone AS (DELETE FROM make_time_pending RETURNING changes)
  SELECT coalesce(array_agg(c), '{}') INTO taken FROM gone, unnest(gone.changes) c;
  IF cardinality(taken) > 0 THEN PERFORM make_time_add(taken); END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION make_time_order_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes make_time_change[] := '{}';
BEGIN
  IF current_setting('sales_rollups.batched', true) = 'on' THEN RETURN NULL; END IF;
  IF tg_op = 'UPDATE' AND old.is_paid AND old.voided_at IS NULL AND old.paid_at IS NOT NULL THEN
    changes := array[make_time_change_of(old, -1)];
  END IF;
  IF new.is_paid AND new.voided_at IS NULL AND new.paid_at IS NOT NULL THEN
    changes := changes || make_time_change_of(new, 1);
  END IF;
  IF cardinality(changes) > 0 THEN
    INSERT INTO make_time_pending (changes) VALUES (changes);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Orders written with `sales_rollups.batched` on (the demo and bench history), in one statement.
CREATE FUNCTION make_time_add_orders(order_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM make_time_add(array(SELECT make_time_change_of(o, 1) FROM orders o
    WHERE o.id = any(order_ids) AND o.is_paid AND o.voided_at IS NULL
      AND o.paid_at IS NOT NULL));
END $$;--> statement-breakpoint
CREATE FUNCTION rebuild_make_time_sketch() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  top integer;
  first_id integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7243002);
  LOCK TABLE make_time_pending IN EXCLUSIVE MODE;
  DELETE FROM make_time_pending;
  DELETE FROM make_time_sketch;
  SELECT coalesce(max(id), 0) INTO top FROM orders;
  FOR first_id IN 0..top BY 5000 LOOP
    PERFORM make_time_add_orders(array(SELECT o.id FROM orders o
      WHERE o.id > first_id AND o.id <= first_id + 5000));
  END LOOP;
END $$;--> statement-breakpoint
-- A shop moved to another time zone: before the change (the old zone still in the row), the
-- pending changes are added and the shop's orders taken out of the every-shop rows; after it,
-- its orders are added again in the new zone. No change may be appended in between.
CREATE FUNCTION make_time_zone_leaving() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7243002);
  LOCK TABLE make_time_pending IN EXCLUSIVE MODE;
  PERFORM fold_make_time_sketch();
  PERFORM make_time_add(array(SELECT make_time_change_of(o, -1) FROM orders o
    WHERE o.location_id = old.id AND o.is_paid AND o.voided_at IS NULL
      AND o.paid_at IS NOT NULL));
  DELETE FROM make_time_sketch WHERE location_id = old.id;
  RETURN new;
END $$;--> statement-breakpoint
CREATE FUNCTION make_time_zone_entered() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM make_time_add(array(SELECT make_time_change_of(o, 1) FROM orders o
    WHERE o.location_id = new.id AND o.is_paid AND o.voided_at IS NULL
      AND o.paid_at IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER make_time_order_inserted AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (new.is_paid AND new.voided_at IS NULL AND new.paid_at IS NOT NULL)
  EXECUTE FUNCTION make_time_order_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER make_time_order_updated AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((old.is_paid, old.voided_at IS NULL, old.paid_at, old.location_id, old.started_at,
    old.completed_at, old.started_by)
    IS DISTINCT FROM (new.is_paid, new.voided_at IS NULL, new.paid_at, new.location_id,
    new.started_at, new.completed_at, new.started_by))
  EXECUTE FUNCTION make_time_order_changed();--> statement-breakpoint
CREATE TRIGGER make_time_zone_leaving BEFORE UPDATE ON locations FOR EACH ROW
  WHEN (old.time_zone IS DISTINCT FROM new.time_zone)
  EXECUTE FUNCTION make_time_zone_leaving();--> statement-breakpoint
CREATE TRIGGER make_time_zone_entered AFTER UPDATE ON locations FOR EACH ROW
  WHEN (old.time_zone IS DISTINCT FROM new.time_zone)
  EXECUTE FUNCTION make_time_zone_entered();--> statement-breakpoint
SELECT rebuild_make_time_sketch();
