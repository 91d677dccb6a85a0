CREATE TABLE "unavailable_items" (
	"location_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unavailable_items_location_id_kind_item_id_pk" PRIMARY KEY("location_id","kind","item_id"),
	CONSTRAINT "unavailable_items_kind" CHECK ("unavailable_items"."kind" in ('menu_item', 'flavor', 'soda', 'cup'))
);
--> statement-breakpoint
ALTER TABLE "discounts" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "flavors" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ticket_yellow_seconds" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "ticket_red_seconds" integer DEFAULT 360 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "started_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "sodas" ADD COLUMN "is_archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "unavailable_items" ADD CONSTRAINT "unavailable_items_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_items" ADD CONSTRAINT "unavailable_items_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Flavor names become unique within their group, ignoring case. Nothing is merged: a repeated
-- name (the reference data had two "Strawberry" syrups) gets " (2)", " (3)"... and is reported.
DO $$
DECLARE
  repeat record;
BEGIN
  FOR repeat IN
    SELECT id, name, flavor_group_id, n FROM (
      SELECT id, name, flavor_group_id,
        row_number() OVER (PARTITION BY flavor_group_id, lower(name) ORDER BY id) AS n
      FROM flavors) numbered
    WHERE n > 1
  LOOP
    RAISE NOTICE 'flavor % "%" repeats a name in flavor group %: renamed "% (%)"',
      repeat.id, repeat.name, repeat.flavor_group_id, repeat.name, repeat.n;
    UPDATE flavors SET name = repeat.name || ' (' || repeat.n || ')' WHERE id = repeat.id;
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "flavors_group_name_unique" ON "flavors" USING btree ("flavor_group_id",lower("name"));--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_ticket_thresholds" CHECK ("locations"."ticket_yellow_seconds" > 0 and "locations"."ticket_red_seconds" > "locations"."ticket_yellow_seconds");--> statement-breakpoint
-- Sold-out changes drop every instance's catalogue like the other catalogue tables (decision 021).
CREATE TRIGGER "unavailable_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unavailable_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
