ALTER TABLE "locations" ADD COLUMN "online_ordering" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "online_slot_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "online_orders_per_slot" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "online_max_drinks" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "online_paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_online_limits" CHECK ("locations"."online_slot_minutes" between 5 and 60 and "locations"."online_orders_per_slot" between 1 and 100
        and "locations"."online_max_drinks" between 1 and 20);--> statement-breakpoint
-- Hand-written: a change to online ordering (a pause from the bar screen, an admin's setting)
-- reaches every live screen as a catalogue change does, so tills and bar screens show it at once.
CREATE TRIGGER "locations_online_changed" AFTER UPDATE OF "online_ordering", "online_paused_until",
  "online_slot_minutes", "online_orders_per_slot", "online_max_drinks" ON "locations"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
