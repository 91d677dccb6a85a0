-- Hand-written: this comment and CREATE EXTENSION (drizzle-kit does not write extensions); the
-- indexes below are generated. pg_trgm is a trusted extension (PostgreSQL 13+): the role that runs
-- migrations needs CREATE on the database (its owner has it), or a DBA creates it beforehand.
-- PGlite loads its code from @electric-sql/pglite/contrib/pg_trgm (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "order_items_menu_item_name_trgm_idx" ON "order_items" USING gin ("menu_item_name" gin_trgm_ops) WITH (gin_pending_list_limit=64);--> statement-breakpoint
CREATE INDEX "orders_paid_history_idx" ON "orders" USING btree ("paid_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."is_paid";--> statement-breakpoint
CREATE INDEX "orders_order_name_text_trgm_idx" ON "orders" USING gin ("order_name_text" gin_trgm_ops) WITH (gin_pending_list_limit=64) WHERE "orders"."order_name_text" is not null;--> statement-breakpoint
CREATE INDEX "orders_order_name_idx" ON "orders" USING btree ("order_name_id") WHERE "orders"."order_name_id" is not null;