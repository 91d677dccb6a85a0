ALTER TABLE "orders" ADD COLUMN "online_request_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "online_request_hash" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_online_request_key" UNIQUE("online_request_key");