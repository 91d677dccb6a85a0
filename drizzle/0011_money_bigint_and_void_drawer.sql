ALTER TABLE "app_settings" ALTER COLUMN "approval_threshold_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "app_settings" ALTER COLUMN "approval_threshold_cents" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "cups" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "discounts" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "drawer_movements" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "drawers" ALTER COLUMN "opening_float_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "drawers" ALTER COLUMN "counted_cash_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "flavor_groups" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "menu_items" ALTER COLUMN "manual_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "paid_amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tip_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "cash_tendered_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "change_due_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refunded_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refund_items" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "tax_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "soda_cup_prices" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "void_drawer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_void_drawer_id_drawers_id_fk" FOREIGN KEY ("void_drawer_id") REFERENCES "public"."drawers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_void_drawer_idx" ON "orders" USING btree ("void_drawer_id") WHERE "orders"."void_drawer_id" is not null;--> statement-breakpoint
-- Voids made before this migration counted against the sale's own drawer: keep them there.
UPDATE "orders" SET "void_drawer_id" = "drawer_id" WHERE "voided_at" IS NOT NULL AND "drawer_id" IS NOT NULL;
