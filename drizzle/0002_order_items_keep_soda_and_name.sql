-- Existing order items take their soda and name from the catalogue as it is now; new ones keep what they were rung up as.
ALTER TABLE "order_items" ADD COLUMN "soda_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "menu_item_name" text;--> statement-breakpoint
UPDATE "order_items" AS oi SET "soda_id" = COALESCE(oi."custom_soda_id", mi."soda_id"), "menu_item_name" = mi."name" FROM "order_items" AS o LEFT JOIN "menu_items" AS mi ON mi."id" = o."menu_item_id" WHERE o."id" = oi."id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "soda_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_soda_id_sodas_id_fk" FOREIGN KEY ("soda_id") REFERENCES "public"."sodas"("id") ON DELETE restrict ON UPDATE no action;
