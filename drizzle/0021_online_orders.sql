ALTER TABLE "orders" ALTER COLUMN "collected_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'counter' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "online_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_day" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_online_slots_idx" ON "orders" USING btree ("location_id","pickup_at") WHERE "orders"."channel" = 'online' and "orders"."cancelled_at" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_online_token" UNIQUE("online_token");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_code" UNIQUE("location_id","pickup_day","pickup_code");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_channel" CHECK ("orders"."channel" = 'online' and "orders"."online_token" is not null or "orders"."channel" = 'counter'
        and "orders"."collected_by" is not null and "orders"."online_token" is null);