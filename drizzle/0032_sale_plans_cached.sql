-- Hand-written: a sale's commit-time work planned once per connection, not at every sale, and
-- its usage counted before its levels are taken. docs/decisions/043-sale-plans-kept.md
--
-- PL/pgSQL keeps a plan per statement, but replans with the call's values whenever the generic
-- plan's estimate looks dearer, and for `id = any($1)` over an array of unknown length it always
-- did: planning the costing and the levels statements (large CTEs) cost more than running them.
-- Their generic plans, though, priced a scan of every uncosted drink below a lookup by order
-- (the statistics see almost none), so they are told to read by key: these statements touch the
-- few rows of the orders they are given, and every one of those rows has an index to it.
ALTER FUNCTION stock_sell_orders(integer[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION stock_sell_orders(integer[]) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION stock_apply_orders(integer[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION stock_apply_orders(integer[]) SET enable_seqscan = off;
--> statement-breakpoint
ALTER FUNCTION stock_record_orders(integer[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION stock_record_orders(integer[]) SET enable_seqscan = off;
--> statement-breakpoint
-- A SQL function's statements are planned at every call (an INSERT is never inlined); in
-- PL/pgSQL the plan is kept.
CREATE OR REPLACE FUNCTION sales_rollups_append(changes sales_rollup_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(changes) > 0 THEN
    INSERT INTO sales_rollup_pending (changes) VALUES (changes);
  END IF;
END $$;
--> statement-breakpoint
-- Usage counts a movement when it is written. A sale's or a void's movement is written pending
-- and reaches its level in the same commit (stock_apply_orders, at the end of that transaction),
-- so counting it then gives the same rows; and since 0031 counting only appends, it takes no row
-- another till waits on. So the count no longer waits for the levels, and no longer runs while
-- the sale holds them, which every other sale at the shop waits for.
CREATE OR REPLACE FUNCTION stock_usage_movements_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM stock_usage_add(array(SELECT m::stock_movements FROM added m));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER stock_usage_movements_applied ON stock_movements;
--> statement-breakpoint
-- An add to a cart changes its item_count, which the rollups' trigger watched (a synced sale's
-- drinks come after its paid row), and the queue version's trigger fired on every change: every
-- add queued two calls at commit that found nothing to do. Both now fire only where they act:
-- the rollups count only paid orders, and the queue version moves only with a paid or queued one.
DROP TRIGGER sales_rollups_order_updated ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sales_rollups_order_updated AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((old.is_paid OR new.is_paid)
    AND (old.is_paid, old.voided_at IS NULL, old.paid_at, old.location_id, old.collected_by,
    old.discount_id, old.payment_method, old.item_count, old.subtotal_cents, old.discount_cents,
    old.tax_cents, old.tip_cents)
    IS DISTINCT FROM (new.is_paid, new.voided_at IS NULL, new.paid_at, new.location_id,
    new.collected_by, new.discount_id, new.payment_method, new.item_count, new.subtotal_cents,
    new.discount_cents, new.tax_cents, new.tip_cents))
  EXECUTE FUNCTION sales_rollups_order_changed();
--> statement-breakpoint
DROP TRIGGER zz2_queue_version_order_changed ON orders;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER zz2_queue_version_order_deleted AFTER DELETE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.is_paid OR old.queued_at IS NOT NULL)
  EXECUTE FUNCTION queue_versions_raise();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER zz2_queue_version_order_inserted AFTER INSERT ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (new.is_paid OR new.queued_at IS NOT NULL)
  EXECUTE FUNCTION queue_versions_raise();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER zz2_queue_version_order_updated AFTER UPDATE ON orders
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (old.is_paid OR old.queued_at IS NOT NULL OR new.is_paid OR new.queued_at IS NOT NULL)
  EXECUTE FUNCTION queue_versions_raise();
