ALTER TABLE "order_items" ADD COLUMN "sync_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "price_difference_cents" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id" UNIQUE("client_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_sync_flag" CHECK ("order_items"."sync_flag" is null or "order_items"."sync_flag" in ('deleted', 'archived', 'sold_out'));