-- Hand-written: the call-out name index carries what the history's filters read (paid, shop, paid
-- time), so counting the orders of a list name up to the history's cap is an index-only scan
-- instead of a fetch of every matching order's row. Drizzle cannot declare INCLUDE columns:
-- schema.ts keeps the index's key and predicate, and this file adds the rest.
DROP INDEX IF EXISTS "orders_order_name_idx";--> statement-breakpoint
CREATE INDEX "orders_order_name_idx" ON "orders" USING btree ("order_name_id")
  INCLUDE ("is_paid", "location_id", "paid_at") WHERE "orders"."order_name_id" is not null;
