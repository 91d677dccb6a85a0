ALTER TABLE "orders" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "item_count" = (SELECT count(*) FROM "order_items" WHERE "order_items"."order_id" = "orders"."id");
