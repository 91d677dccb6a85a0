CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("location_id","paid_at","id") WHERE "orders"."is_paid" and not "orders"."is_complete";--> statement-breakpoint
CREATE INDEX "orders_recently_completed_idx" ON "orders" USING btree ("location_id","completed_at" DESC NULLS LAST,"id") WHERE "orders"."is_paid" and "orders"."is_complete";--> statement-breakpoint
-- Every change to a catalogue table tells every instance to drop its in-memory catalogue, in the
-- writing transaction, whatever wrote it (routes, the seed, a console). docs/decisions/021.
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cups_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "sodas_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sodas" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "soda_cup_prices_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "soda_cup_prices" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "flavor_groups_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flavor_groups" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "flavors_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "flavors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "menu_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "menu_item_flavors_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_item_flavors" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "limited_time_promotions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "limited_time_promotions" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "limited_time_menu_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "limited_time_menu_items" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "discounts_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "discounts" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "order_names_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_names" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "menus_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
