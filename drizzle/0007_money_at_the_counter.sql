CREATE TABLE "drawer_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"drawer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drawer_movements_kind" CHECK ("drawer_movements"."kind" in ('paid_in', 'paid_out')),
	CONSTRAINT "drawer_movements_amount" CHECK ("drawer_movements"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "drawers" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float_cents" integer NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"counted_cash_cents" integer,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "drawers_float" CHECK ("drawers"."opening_float_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "tax_rate_thousandths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "prices_include_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subtotal_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_thousandths" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_tax" boolean;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_tendered_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_due_cents" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "drawer_id" integer;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_drawer_id_drawers_id_fk" FOREIGN KEY ("drawer_id") REFERENCES "public"."drawers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawer_movements" ADD CONSTRAINT "drawer_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawers" ADD CONSTRAINT "drawers_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawers" ADD CONSTRAINT "drawers_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drawers" ADD CONSTRAINT "drawers_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drawer_movements_drawer_idx" ON "drawer_movements" USING btree ("drawer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drawers_one_open" ON "drawers" USING btree ("location_id") WHERE "drawers"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "drawers_location_idx" ON "drawers" USING btree ("location_id","opened_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_drawer_id_drawers_id_fk" FOREIGN KEY ("drawer_id") REFERENCES "public"."drawers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_drawer_idx" ON "orders" USING btree ("drawer_id") WHERE "orders"."drawer_id" is not null;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_tax_rate" CHECK ("locations"."tax_rate_thousandths" >= 0 and "locations"."tax_rate_thousandths" < 100000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" is null or "orders"."payment_method" in ('cash', 'card', 'other'));--> statement-breakpoint
-- Paid orders from before tenders: no tax, no tip, paid in cash to the cent; the subtotal is what
-- their items were rung up at, the discount what the paid amount took off it.
UPDATE "orders" AS o SET
	"subtotal_cents" = coalesce(i.sum_cents, o."paid_amount_cents"),
	"discount_cents" = greatest(coalesce(i.sum_cents, o."paid_amount_cents") - o."paid_amount_cents", 0),
	"tax_cents" = 0,
	"tip_cents" = 0,
	"tax_rate_thousandths" = 0,
	"prices_include_tax" = false,
	"payment_method" = 'cash',
	"cash_tendered_cents" = o."paid_amount_cents",
	"change_due_cents" = 0
FROM (
	SELECT p."id", (SELECT sum(oi."price_cents") FROM "order_items" oi WHERE oi."order_id" = p."id") AS sum_cents
	FROM "orders" p WHERE p."is_paid"
) AS i
WHERE o."id" = i."id" AND o."paid_amount_cents" IS NOT NULL;
